// Runs every check and suite of the project and ends with one line: `N passed, N failed`.
// Type check and lint count as one check each; the suites count their tests.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumOrExit } from './find-chromium.mjs';
import { engines, missingEngineMessage, requestedEngines } from './browser-engines.mjs';

/**
 * The engines `npm test` runs unless `BROWSERS` names others (`BROWSERS=chromium npm test` runs one). They run one
 * after another, each in a web-test-runner of its own: side by side on a two-core machine the three took more than
 * 33 minutes, one after another about 10 (docs/browser-support.md#where-the-suites-stand).
 */
const DEFAULT_ENGINES = 'all';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** The browser tests' counts per engine, printed just before the closing line. */
const engineLines = [];
/**
 * Every failure by name (suite, engine, file, test), printed again just before the closing line: a run's output is
 * long, and whoever reads only its end must still see what failed.
 */
const failures = [];
const only = process.argv.slice(2);

function run(command, args, { env } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function findFiles(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
    .sort();
}

/**
 * The failing node tests by file and name, from the spec reporter's closing "failing tests" list (a "test at FILE:LINE"
 * line, then "✖ NAME (TIME)"), with the first line of each one's error.
 */
function nodeFailures(output) {
  const tail = output.slice(output.lastIndexOf('✖ failing tests:'));
  if (!tail.startsWith('✖')) return [];
  const names = [];
  const lines = tail.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const at = /^test at (.+?):\d+:\d+$/.exec(lines[i]);
    const name = at && /^✖ (.+?)(?: \([\d.]+m?s\))?$/.exec(lines[i + 1] ?? '');
    if (!name) continue;
    const why = (lines[i + 2] ?? '').trim().slice(0, 160);
    names.push(`node tests: ${at[1]}: ${name[1]}${why ? ` (${why})` : ''}`);
  }
  return names;
}

function count(name, { passed = 0, failed = 0, skipped = 0, names = [] }) {
  if (failed > 0) failures.push(...(names.length > 0 ? names : [`${name}: ${failed} failed (see above)`]));
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  console.log(`\n[${name}] ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
}

const bin = (name) => join('node_modules', '.bin', name);

const steps = {
  async build() {
    // dist/ and custom-elements.json, which the package, manifest and consumer tests read: a fresh clone has neither.
    const { code } = await run('npm', ['run', 'build', '--silent']);
    count('build', code === 0 ? { passed: 1 } : { failed: 1, names: ['build: npm run build'] });
  },
  async typecheck() {
    const { code } = await run(bin('tsc'), ['--noEmit']);
    count('typecheck', code === 0 ? { passed: 1 } : { failed: 1, names: ['typecheck: tsc --noEmit'] });
  },
  async lint() {
    const { code } = await run(bin('eslint'), ['.']);
    count('lint', code === 0 ? { passed: 1 } : { failed: 1, names: ['lint: eslint .'] });
  },
  async stories() {
    // Built once here; test/e2e/stories.node.test.ts then opens every story in Chromium.
    const { code } = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], {
      env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    count(
      'stories build',
      code === 0 ? { passed: 1 } : { failed: 1, names: ['stories build: storybook build'] },
    );
  },
  async node() {
    // The elements' tests and the local API workspace's.
    const files = [...findFiles('test', '.node.test.ts'), ...findFiles('local-api/test', '.node.test.ts')];
    const { code, output } = await run(process.execPath, [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      ...files,
    ]);
    const number = (label) => Number(output.match(new RegExp(`^\\S+ ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
    const result = { passed: number('pass'), failed: number('fail'), skipped: number('skipped') };
    if (code !== 0 && result.failed === 0) result.failed = 1;
    result.names = nodeFailures(output);
    count('node tests', result);
  },
  async browser() {
    // The engines asked for (DEFAULT_ENGINES unless BROWSERS names others). One that is missing is named with the
    // command that installs it and skipped on a developer's machine; under CI it fails the run.
    const wanted = requestedEngines({ BROWSERS: process.env.BROWSERS ?? DEFAULT_ENGINES });
    const missing = wanted.filter((name) => !engines[name].find());
    for (const name of missing) console.warn(missingEngineMessage(name));
    const result = { passed: 0, failed: 0, skipped: 0, names: [] };
    for (const name of wanted) {
      if (missing.includes(name)) {
        if (process.env.CI === 'true') {
          engineLines.push(`${name}: 0 passed, 1 failed (not installed: ${engines[name].install})`);
          result.failed += 1;
          result.names.push(`${name}: not installed (${engines[name].install})`);
        } else engineLines.push(`${name}: not run (not installed: ${engines[name].install})`);
        continue;
      }
      let counts = await browserRun(name);
      let again = '';
      if (!counts) {
        // The runner ended without a word of results: the browser went away under it (WebKit's MiniBrowser has, once,
        // in the middle of a file). Run the engine once more, and say so; a second silent end fails the run.
        console.log(
          `\n${name}: the run ended without results (the browser disconnected); running it once more\n`,
        );
        counts = await browserRun(name);
        again = ' (in a second run: the first ended without results, its browser disconnected)';
      }
      if (!counts) {
        engineLines.push(`${name}: not run (no results, twice)`);
        result.failed += 1;
        result.names.push(`${name}: the browser tests wrote no results, twice (the browser disconnected?)`);
        continue;
      }
      if (counts.interrupted.length > 0) {
        // The browser went away in the middle of some files (WebKit's MiniBrowser has, now and then), which counted
        // none of their tests: run those files once more, alone; a second disconnection fails them.
        const files = counts.interrupted;
        console.log(
          `\n${name}: the browser disconnected in ${files.join(', ')}; running ${plural(files.length, 'it', 'them')} once more\n`,
        );
        const rerun = await browserRun(name, files);
        for (const key of ['passed', 'failed', 'skipped']) counts[key] += rerun?.[key] ?? 0;
        counts.names.push(...(rerun?.names ?? []));
        const lost = rerun ? rerun.interrupted : files;
        counts.failed += lost.length;
        counts.names.push(...lost.map((file) => `${name}: ${file}: the browser disconnected in it, twice`));
        again += ` (${files.length} ${plural(files.length, 'file', 'files')} run once more: the browser disconnected in ${plural(files.length, 'it', 'them')})`;
      }
      const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
      engineLines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed${skipped}${again}`);
      for (const key of ['passed', 'failed', 'skipped']) result[key] += counts[key] ?? 0;
      result.names.push(...counts.names);
    }
    if (wanted.length === 0) result.failed += 1;
    count('browser tests', result);
  },
  async frameworks() {
    // Last, as the longest: the six frameworks' starters from the packed tarballs (scripts/test-frameworks.ts), from
    // the dist/ the build step made.
    const { code, output } = await run(process.execPath, [
      '--import',
      'tsx',
      'scripts/test-frameworks.ts',
      '--no-build',
    ]);
    const [, passed = '0', failed = '0'] = /^(\d+) passed, (\d+) failed$/m.exec(output) ?? [];
    const result = { passed: Number(passed), failed: Number(failed) };
    if (code !== 0 && result.failed === 0) result.failed = 1;
    result.names = output
      .split('\n')
      .filter((line) => line.startsWith('✖'))
      .map((line) => `framework starters: ${line.slice(1).trim()}`);
    count('framework starters', result);
  },
};

/** `one` for a single thing, else `many`. */
const plural = (count, one, many) => (count === 1 ? one : many);

/**
 * Runs the browser tests in one engine (all of them, or the files given), in a web-test-runner of its own; returns
 * its counts, or undefined when it wrote none. A run that failed without a failing test (the runner could not start) counts one failure.
 */
async function browserRun(name, files = []) {
  const file = `test-results/browser-${name}.json`;
  rmSync(file, { force: true });
  const env = { BROWSERS: name, BROWSER_RESULTS: file };
  // WebKit's MiniBrowser has no headless mode: without a display, it gets a virtual one.
  const needsDisplay = name === 'webkit' && !process.env.DISPLAY && process.platform === 'linux';
  const { code } = needsDisplay
    ? await run('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', bin('web-test-runner'), ...files], { env })
    : await run(bin('web-test-runner'), files, { env });
  if (!existsSync(file)) return undefined;
  const all = JSON.parse(readFileSync(file, 'utf8'));
  const counts = {
    passed: 0,
    failed: 0,
    skipped: 0,
    ...all.engines?.[name],
    names: all.failures ?? [],
    interrupted: all.interrupted ?? [],
  };
  // A runner that exits with an error is explained by a failing test or a file to run again; else it counts one.
  if (code !== 0 && !counts.failed && counts.interrupted.length === 0) {
    counts.failed = 1;
    counts.names.push(`${name}: the runner exited with code ${code}, with no failing test`);
  }
  return counts;
}

// Most suites drive a browser: without one, say how to get one and stop before anything runs.
chromiumOrExit();

for (const [name, step] of Object.entries(steps)) {
  if (only.length === 0 || only.includes(name)) await step();
}
if (failures.length > 0) {
  console.log('Failed:');
  for (const line of failures) console.log(`  ${line}`);
}
for (const line of engineLines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
