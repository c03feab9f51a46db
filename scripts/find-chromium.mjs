// Finds the Chromium or Chrome the tests drive. Shared by web-test-runner's config and the Node end-to-end tests,
// so both look in the same places and fail the same way.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Names a Chromium or Chrome executable goes by on PATH, most specific first. */
const commandNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Where the browser lives when it is not on PATH. */
const knownLocations = {
  linux: ['/usr/bin/chromium'],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
};

export const howToGetChromium =
  'No Chromium or Chrome found: install one (Debian/Ubuntu: apt-get install -y chromium; macOS: Google Chrome) ' +
  'or set CHROME_PATH to its executable.';

/** Whether `file` exists and may be run. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser executable: `CHROME_PATH` when set, else Debian's `/usr/bin/chromium`, else a Chromium or Chrome on
 * PATH, else the macOS (or Windows) application. Throws one line saying how to get one when there is none.
 */
export function findChromium({ env = process.env, platform = process.platform, locations } = {}) {
  if (env.CHROME_PATH) {
    if (isExecutable(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, which is not an executable file.`);
  }
  const fixed = locations ?? knownLocations[platform] ?? [];
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => commandNames.map((name) => join(dir, name)));
  const found = [...fixed.slice(0, 1), ...onPath, ...fixed.slice(1)].find(isExecutable);
  if (found) return found;
  throw new Error(howToGetChromium);
}

/** Launch arguments that keep the browser from reaching for the network by itself. */
export const quietChromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `findChromium()`, or one line on stderr and exit code 1: for a command line that cannot go on without it. */
export function chromiumOrExit() {
  try {
    return findChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

/** How every tool of the project launches the browser: the one `findChromium` picks, headless and quiet. */
export function chromiumLaunchOptions() {
  return { executablePath: findChromium(), headless: true, args: quietChromiumArgs };
}
