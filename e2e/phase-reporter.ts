import { appendFileSync } from 'node:fs';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Span = { start: number; end: number; tests: number; failed: number };

/**
 * Each project's wall time (its first test's start to its last test's end) and its count of tests,
 * as lines of `pnpm test`'s phase table (scripts/test.mjs), when TEST_PHASES_FILE names the file.
 */
export default class PhaseReporter implements Reporter {
  private readonly spans = new Map<string, Span>();

  onTestEnd(test: TestCase, result: TestResult) {
    const name = test.parent.project()?.name ?? '';
    const start = result.startTime.getTime();
    const span = this.spans.get(name) ?? { start, end: start, tests: 0, failed: 0 };
    span.start = Math.min(span.start, start);
    span.end = Math.max(span.end, start + result.duration);
    // Counted once, at its last try.
    if (result.retry === test.retries || result.status === 'passed' || result.status === 'skipped') {
      span.tests += 1;
      if (test.outcome() === 'unexpected') span.failed += 1;
    }
    this.spans.set(name, span);
  }

  onEnd() {
    const file = process.env.TEST_PHASES_FILE;
    if (!file) return;
    for (const [name, span] of this.spans) {
      const detail = `${span.tests} tests${span.failed ? `, ${span.failed} failed` : ''}`;
      appendFileSync(file, `${JSON.stringify({ name, of: 'browser', seconds: (span.end - span.start) / 1000, detail })}\n`);
    }
  }

  printsToStdio() {
    return false;
  }
}
