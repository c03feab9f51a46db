import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { chromiumOrExit, quietChromiumArgs } from './scripts/find-chromium.mjs';

/** Browser tests: every `test/**\/*.test.ts` except the Node ones, in headless Chromium. */
export default {
  files: ['test/**/*.test.ts', '!test/**/*.node.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumOrExit(),
        headless: true,
        args: quietChromiumArgs,
      },
    }),
  ],
  // Chromium reports "ResizeObserver loop completed with undelivered notifications" as a window error when a
  // windowed list re-measures rows that resized; it is benign (the next frame delivers them), so it must not
  // fail a test. Every other error still does.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><body>
<script>
  window.addEventListener('error', (event) => {
    if (String(event.message).startsWith('ResizeObserver loop')) event.stopImmediatePropagation();
  });
</script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
  // One file at a time: files share an origin, so localStorage and BroadcastChannel would leak between them.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
};
