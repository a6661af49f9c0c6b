import { readFileSync } from 'node:fs';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The attachment the suite's fixture adds to a failure: what its pages logged, asked for and were refused (tests/support.ts). */
export const PAGE_LOG = 'page-log';

/** Lines of a page's snapshot printed for each failure: enough to see what the page showed. */
const MOST_LINES = 400;

/** Failures summed up at the very end, and the lines of each: the error, the page's headings and alerts, its last requests. */
const MOST_BRIEFS = 6;
const BRIEF_LINES = { error: 8, page: 6, log: 8 };

/**
 * The page as it was when each test failed (Playwright's `error-context` attachment: the page's
 * accessibility tree), and what its pages did before (the fixture's `page-log`: console, scripts,
 * navigations, refused requests), printed after the run. Where no trace is kept (CI), the log then
 * says what the page showed and how it got there, not only what the test waited for.
 */
export default class FailurePageReporter implements Reporter {
  private readonly pages: string[] = [];
  private readonly briefs: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const title = `"${test.titlePath().slice(1).join(' › ')}" (try ${result.retry + 1})`;
    this.briefs.push(brief(title, result));
    const parts = [attachmentText(result, 'error-context'), attachmentText(result, PAGE_LOG)].filter(Boolean);
    if (parts.length === 0) return;
    this.pages.push(`== the page when ${title} failed\n${parts.join('\n\n')}`);
  }

  onEnd() {
    if (this.pages.length > 0) process.stdout.write(`\n${this.pages.join('\n\n')}\n`);
    // Last, so that a log read from its end shows every failure, however long the pages above.
    if (this.briefs.length > 0)
      process.stdout.write(
        `\n== ${this.briefs.length} failed, in brief (their pages above)\n${this.briefs.slice(0, MOST_BRIEFS).join('\n')}\n`,
      );
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

/** A failure in a few lines: where and why it stopped, the page's headings and alerts, and the page's last non-script requests. */
function brief(title: string, result: TestResult): string {
  const error = stripAnsi(result.error?.message ?? result.status)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, BRIEF_LINES.error);
  const where = result.error?.location ? `${result.error.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${result.error.location.line}` : '';
  const snapshot = attachmentText(result, 'error-context').split('\n');
  const page = snapshot.filter((line) => /- (heading|alert|status)\b/.test(line)).slice(0, BRIEF_LINES.page);
  const log = attachmentText(result, PAGE_LOG)
    .split('\n')
    .filter((line) => line.trim() !== '' && !/ GET \S+\.js$/.test(line))
    .slice(-BRIEF_LINES.log);
  return [
    `-- ${title} ${where}`,
    ...error,
    ...page.map((line) => `page: ${line.trim()}`),
    ...log.map((line) => `log: ${line.trim()}`),
  ].join('\n');
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
