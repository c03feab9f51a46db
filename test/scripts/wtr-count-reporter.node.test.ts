// The browser tests' count (scripts/wtr-count-reporter.mjs): what `npm test` reads of each engine's run, and the files
// it runs once more when their browser went away under them.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, mock } from 'node:test';
import { countReporter } from '../../scripts/wtr-count-reporter.mjs';

const test = (name: string, passed: boolean) => ({ name, passed, skipped: false });

function session(file: string, tests: ReturnType<typeof test>[], errors: { message: string }[] = []) {
  return {
    browser: { name: 'MiniBrowser' },
    testFile: join(process.cwd(), file),
    passed: errors.length === 0 && tests.every((each) => each.passed),
    errors,
    logs: [],
    testResults: { name: '', tests: [], suites: [{ name: 'suite', tests, suites: [] }] },
  };
}

function report(sessions: ReturnType<typeof session>[]) {
  const file = join(mkdtempSync(join(tmpdir(), 'count-')), 'browser.json');
  const reporter = countReporter({ file });
  const quiet = mock.method(console, 'log', () => undefined);
  try {
    reporter.onTestRunFinished({ sessions });
  } finally {
    quiet.mock.restore();
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('the browser tests’ count', () => {
  it('counts each test, and a file that failed outside its tests as one failure', () => {
    const counted = report([
      session('test/a.test.ts', [test('one', true), test('two', false)]),
      session('test/b.test.ts', [], [{ message: 'could not import the module' }]),
    ]);
    assert.deepEqual(
      [counted.passed, counted.failed, counted.engines.webkit],
      [1, 2, { passed: 1, failed: 2, skipped: 0 }],
    );
    assert.deepEqual(counted.failures, [
      'webkit: test/a.test.ts: suite > two',
      'webkit: test/b.test.ts: could not import the module',
    ]);
    assert.deepEqual(counted.interrupted, []);
  });

  it('counts none of the tests of a file whose browser disconnected, and names the file to run once more', () => {
    const counted = report([
      session('test/a.test.ts', [test('one', true)]),
      session(
        'test/c.test.ts',
        [test('ran before the browser went away', true)],
        [{ message: 'Tests were interrupted because the browser disconnected.' }],
      ),
    ]);
    assert.deepEqual([counted.passed, counted.failed], [1, 0]);
    assert.deepEqual(counted.failures, []);
    assert.deepEqual(counted.interrupted, ['test/c.test.ts']);
  });
});
