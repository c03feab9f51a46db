import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** What a test logs when it skips itself for want of a capability (test/support/capabilities.ts). */
export const SKIP_MARK = '[skipped]';

/** The engine a browser launcher stands for, from its name ("Chromium", "Firefox", "MiniBrowser"). */
export function engineOf(browserName) {
  const name = String(browserName).toLowerCase();
  if (name.includes('firefox')) return 'firefox';
  if (name.includes('minibrowser') || name.includes('webkit') || name.includes('safari')) return 'webkit';
  return 'chromium';
}

/** What web-test-runner says of a file whose browser went away under it. */
const DISCONNECTED = /browser disconnected/i;

/**
 * Counts the browser tests per engine and writes `{ passed, failed, skipped, engines: { chromium: {…}, … },
 * skips: [{ engine, file, reason }], failures: ['engine: file: suite > test', …], interrupted: ['file', …] }` where
 * `scripts/test.mjs` reads it; prints every skipped test with its reason. A file whose browser disconnected in its
 * middle is not counted at all (its tests neither passed nor failed): it is listed in `interrupted`, for
 * `scripts/test.mjs` to run once more.
 */
export function countReporter({ file = 'test-results/browser.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      const engines = {};
      const skips = [];
      const failures = [];
      const interrupted = new Set();
      for (const session of sessions) {
        const engine = engineOf(session.browser.name);
        if (!session.passed && session.errors?.some((error) => DISCONNECTED.test(String(error?.message)))) {
          interrupted.add(relative(process.cwd(), session.testFile));
          continue;
        }
        const counts = (engines[engine] ??= { passed: 0, failed: 0, skipped: 0 });
        const add = (key) => {
          totals[key] += 1;
          counts[key] += 1;
        };
        const walk = (suite) => {
          for (const test of suite?.tests ?? [])
            add(test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed');
          for (const child of suite?.suites ?? []) walk(child);
        };
        walk(session.testResults);
        const failedIn = (suite, path) => {
          for (const test of suite?.tests ?? []) {
            if (!test.skipped && !test.passed)
              failures.push(
                `${engine}: ${relative(process.cwd(), session.testFile)}: ${[...path, test.name].join(' > ')}`,
              );
          }
          for (const child of suite?.suites ?? []) failedIn(child, [...path, child.name]);
        };
        failedIn(session.testResults, []);
        // A file that failed to load, or failed outside a test, counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          add('failed');
          failures.push(
            `${engine}: ${relative(process.cwd(), session.testFile)}: ${session.errors[0]?.message ?? 'failed'}`,
          );
        }
        for (const args of session.logs ?? []) {
          const text = args.map(String).join(' ');
          if (text.startsWith(SKIP_MARK)) {
            skips.push({
              engine,
              file: relative(process.cwd(), session.testFile),
              reason: text.slice(SKIP_MARK.length).trim(),
            });
          }
        }
      }
      if (skips.length > 0) {
        console.log('\nSkipped, for want of what the engine lacks:');
        for (const skip of skips) console.log(`  ${skip.engine}: ${skip.file}: ${skip.reason}`);
      }
      if (failures.length > 0) {
        console.log('\nFailed:');
        for (const failure of failures) console.log(`  ${failure}`);
      }
      if (interrupted.size > 0) {
        console.log('\nNot counted, their browser disconnected in their middle:');
        for (const path of interrupted) console.log(`  ${path}`);
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync(
        file,
        JSON.stringify({ ...totals, engines, skips, failures, interrupted: [...interrupted] }),
      );
    },
  };
}
