import { spawn } from 'node:child_process';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { viewportPlugin } from './scripts/wtr-viewport-plugin.mjs';
import { keysPlugin } from './scripts/wtr-keys-plugin.mjs';
import { quietChromiumArgs } from './scripts/find-chromium.mjs';
import {
  engines,
  freePort,
  missingEngineMessage,
  requestedEngines,
  webkitCapabilities,
} from './scripts/browser-engines.mjs';

/**
 * Browser tests: every `test/**\/*.test.ts` except the Node ones, in the engines `BROWSERS` names (`chromium`,
 * `firefox`, `webkit`, comma-separated, or `all`; Chromium alone when unset). `npm test` runs all three, one after
 * another. An engine that is not installed is named with the command that installs it and left out.
 */

/** Resolves once the WebDriver server at `port` answers its status, or rejects after `timeout` ms. */
async function driverReady(port, driver, timeout = 30000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`WebKitWebDriver did not answer on port ${port} in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts WebKit's WebDriver server on a free port; it is stopped when this process exits. */
async function startWebKitDriver(driverPath) {
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`], { stdio: 'ignore' });
  process.once('exit', () => driver.kill());
  await driverReady(port, driver);
  return port;
}

const launchers = {
  chromium: ({ executablePath }) =>
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, headless: true, args: quietChromiumArgs },
    }),
  firefox: ({ executablePath }) =>
    puppeteerLauncher({
      launchOptions: {
        browser: 'firefox',
        executablePath,
        headless: true,
        // Headless Firefox never answers a permission prompt: grant notifications as a user who clicked Allow.
        // Focus events fire although the headless window never holds the system's focus, as in a focused window.
        extraPrefsFirefox: {
          'permissions.default.desktop-notification': 1,
          'focusmanager.testmode': true,
        },
      },
    }),
  webkit: async ({ driver, browser }) =>
    webdriverLauncher({
      hostname: '127.0.0.1',
      port: await startWebKitDriver(driver),
      path: '/',
      logLevel: 'error',
      capabilities: webkitCapabilities(browser),
    }),
};

const browsers = [];
for (const name of requestedEngines()) {
  const found = engines[name].find();
  if (!found) {
    console.warn(missingEngineMessage(name));
    continue;
  }
  browsers.push(await launchers[name](found));
}
if (browsers.length === 0) {
  console.error('No browser engine to run the tests in.');
  process.exit(1);
}

export default {
  files: ['test/**/*.test.ts', '!test/**/*.node.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  plugins: [
    viewportPlugin(),
    keysPlugin(),
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }),
  ],
  browsers,
  // A windowed list that re-measures rows which resized makes the browser report "ResizeObserver loop completed
  // with undelivered notifications" as a window error (Chromium, Firefox and WebKit word it alike; older Chromium
  // said "ResizeObserver loop limit exceeded"). It is benign (the next frame delivers them), so it must not fail a
  // test. Every other error still does.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><body>
<script>
  window.addEventListener('error', (event) => {
    if (/^ResizeObserver loop/.test(String(event.message))) event.stopImmediatePropagation();
  });
</script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
  // One file at a time: files share an origin, so localStorage and BroadcastChannel would leak between them. One
  // engine at a time too: on two cores, engines side by side starve each other's frames and timers (the three took
  // more than 33 minutes together, about 11 one after another); `npm test` runs each in a runner of its own.
  concurrency: 1,
  concurrentBrowsers: 1,
  // MiniBrowser takes a while to start on a loaded machine.
  browserStartTimeout: 60000,
  // A test's budget, not a measure of speed: WebKit renders in software, and a loaded machine paints its heavier
  // pages slowly.
  testFramework: { config: { timeout: 20000 } },
  // A file's budget: the windowed list's (two lists of 10,000 messages) takes about two minutes in WebKit when the
  // machine is busy.
  testsFinishTimeout: 600000,
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false }),
    countReporter({ file: process.env.BROWSER_RESULTS || undefined }),
  ],
};
