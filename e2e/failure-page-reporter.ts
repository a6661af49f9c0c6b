import { readFileSync } from 'node:fs';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The attachment the suite's fixture adds to a failure: what its pages logged, asked for and were refused (tests/support.ts). */
export const PAGE_LOG = 'page-log';

/** Lines of a page's snapshot printed for each failure: enough to see what the page showed. */
const MOST_LINES = 400;

/**
 * The page as it was when each test failed (Playwright's `error-context` attachment: the page's
 * accessibility tree), and what its pages did before (the fixture's `page-log`: console, scripts,
 * navigations, refused requests), printed after the run. Where no trace is kept (CI), the log then
 * says what the page showed and how it got there, not only what the test waited for.
 */
export default class FailurePageReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const parts = [attachmentText(result, 'error-context'), attachmentText(result, PAGE_LOG)].filter(Boolean);
    if (parts.length === 0) return;
    this.pages.push(`== the page when "${test.titlePath().slice(1).join(' › ')}" failed (try ${result.retry + 1})\n${parts.join('\n\n')}`);
  }

  onEnd() {
    if (this.pages.length > 0) process.stdout.write(`\n${this.pages.join('\n\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}

/** An attachment's text, its first MOST_LINES lines; empty when the test has none. */
function attachmentText(result: TestResult, name: string): string {
  const attachment = result.attachments.find((candidate) => candidate.name === name);
  let text: string;
  try {
    text = attachment?.body ? attachment.body.toString('utf8') : attachment?.path ? readFileSync(attachment.path, 'utf8') : '';
  } catch {
    return '';
  }
  const lines = text.split('\n');
  const cut = lines.length > MOST_LINES ? `\n… (${lines.length - MOST_LINES} more lines)` : '';
  return lines.slice(0, MOST_LINES).join('\n') + cut;
}
