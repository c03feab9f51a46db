import { mkdirSync, writeFileSync } from 'node:fs';

/** Counts the browser tests and writes `{ passed, failed, skipped }` where `scripts/test.mjs` reads it. */
export function countReporter({ file = 'test-results/browser.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      const walk = (suite) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) totals.skipped += 1;
          else if (test.passed) totals.passed += 1;
          else totals.failed += 1;
        }
        for (const child of suite?.suites ?? []) walk(child);
      };
      for (const session of sessions) {
        walk(session.testResults);
        // A file that failed to load, or failed outside a test, counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed += 1;
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
