import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of a run, why tests or steps were left out: against PORTAL_URL the suites
 * that need local powers skip themselves (support/local.ts), and the list reporter alone shows
 * only a dash. One line per reason, with how many tests gave it.
 */
export default class SkipReasons implements Reporter {
  private readonly reasons = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    // A test's annotations may also be its result's: each reason counts once per test.
    const lines = new Set<string>();
    for (const { type, description } of [...test.annotations, ...result.annotations]) {
      if (!description || !(type === 'skip' || type === 'local step skipped')) continue;
      lines.add(type === 'skip' ? `skipped: ${description}` : `step left out: ${description}`);
    }
    for (const line of lines) this.reasons.set(line, (this.reasons.get(line) ?? 0) + 1);
  }

  onEnd() {
    if (this.reasons.size === 0) return;
    console.log('\nLeft out of this run (details in the HTML report):');
    for (const [line, count] of this.reasons) console.log(`  ${count} × ${line}`);
  }

  printsToStdio() {
    return true;
  }
}
