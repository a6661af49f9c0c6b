import { readFileSync } from 'node:fs';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of a page's snapshot printed for each failure: enough to see what the page showed. */
const MOST_LINES = 400;

/**
 * The page as it was when each test failed (Playwright's `error-context` attachment: the page's
 * accessibility tree), printed after the run. Where no trace is kept (CI), the log then says what
 * the page showed, not only what the test waited for.
 */
export default class FailurePageReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    const lines = text.split('\n');
    const shown = lines.slice(0, MOST_LINES).join('\n');
    const cut = lines.length > MOST_LINES ? `\n… (${lines.length - MOST_LINES} more lines)` : '';
    this.pages.push(`== the page when "${test.titlePath().slice(1).join(' › ')}" failed (try ${result.retry + 1})\n${shown}${cut}`);
  }

  onEnd() {
    if (this.pages.length > 0) process.stdout.write(`\n${this.pages.join('\n\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
