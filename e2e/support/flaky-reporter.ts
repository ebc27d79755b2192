/**
 * Names every test that passed only on its retry, one line each with the first attempt's error, at the end of
 * the run: npm test (scripts/test.mjs) gathers these lines into its summary, so a flaky test is told apart
 * from a green one instead of being counted as passed.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The line scripts/test.mjs looks for; the engines' runner prints the same. */
export const FLAKY_PREFIX = 'flaky (passed only on its retry):';

export default class FlakyReporter implements Reporter {
  private readonly firstErrors = new Map<TestCase, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0 && result.status !== 'passed' && result.status !== 'skipped') {
      const message = result.error?.message ?? result.status;
      this.firstErrors.set(test, message.split('\n').find((line) => line.trim() !== '') ?? message);
    }
  }

  onEnd() {
    for (const [test, error] of this.firstErrors) {
      if (test.outcome() !== 'flaky') continue;
      const [, project, ...titles] = test.titlePath();
      const where = `${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${test.location.line}`;
      console.log(`${FLAKY_PREFIX} [${project}] ${where} › ${titles.slice(1).join(' › ')} — first: ${error}`);
    }
  }

  printsToStdio() {
    return false;
  }
}
