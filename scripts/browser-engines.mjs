// The three browser engines the browser tests run in (Chromium, Firefox, WebKit): where each one's executable is,
// and the one command that installs it when it is missing. Shared by web-test-runner's config and scripts/test.mjs.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { findChromium, isExecutable } from './find-chromium.mjs';

/** The first of `names` found on PATH, else the first of `locations` that exists, else undefined. */
function findExecutable(names, locations = [], env = process.env) {
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => names.map((name) => join(dir, name)));
  return [...onPath, ...locations].find(isExecutable);
}

/** WebKitGTK's MiniBrowser, which is not on PATH: it lives in the library directory of the WebKitGTK API version. */
function miniBrowserLocations() {
  const roots = ['/usr/lib', '/usr/libexec', '/usr/lib64'];
  const found = [];
  for (const root of roots) {
    let entries = [];
    try {
      entries = readdirSync(root, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      // Debian: /usr/lib/<triplet>/webkit2gtk-4.1/MiniBrowser; Fedora: /usr/libexec/webkit2gtk-4.1/MiniBrowser.
      if (entry.name.startsWith('webkit')) found.push(join(root, entry.name, 'MiniBrowser'));
      else if (root === '/usr/lib' && entry.name.includes('-linux-')) {
        try {
          for (const inner of readdirSync(join(root, entry.name))) {
            if (inner.startsWith('webkit2gtk') || inner.startsWith('webkitgtk')) {
              found.push(join(root, entry.name, inner, 'MiniBrowser'));
            }
          }
        } catch {
          // not readable: nothing there for us
        }
      }
    }
  }
  // The newest API version first.
  return found.sort().reverse();
}

/**
 * Each engine: `find()` returns what it needs to launch (or undefined when it is not installed), `install` is the
 * one command that installs it (Debian/Ubuntu package names; macOS and others install the same browsers their way).
 */
export const engines = {
  chromium: {
    install: 'apt-get install -y chromium',
    find(env = process.env) {
      try {
        return { executablePath: findChromium({ env }) };
      } catch {
        return undefined;
      }
    },
    /** What is wrong when `CHROME_PATH` names no executable: the setting, not a missing install, is to fix. */
    misconfigured(env = process.env) {
      if (!env.CHROME_PATH) return undefined;
      try {
        findChromium({ env });
        return undefined;
      } catch (error) {
        return error.message;
      }
    },
  },
  firefox: {
    install: 'apt-get install -y firefox-esr',
    find(env = process.env) {
      if (env.FIREFOX_PATH)
        return isExecutable(env.FIREFOX_PATH) ? { executablePath: env.FIREFOX_PATH } : undefined;
      const executablePath = findExecutable(
        ['firefox-esr', 'firefox'],
        ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'],
      );
      return executablePath ? { executablePath } : undefined;
    },
  },
  webkit: {
    install: 'apt-get install -y webkit2gtk-driver xvfb xauth',
    find(env = process.env) {
      const driver =
        env.WEBKIT_WEBDRIVER ?? findExecutable(['WebKitWebDriver'], ['/usr/bin/WebKitWebDriver']);
      const browser = env.WEBKIT_MINIBROWSER ?? miniBrowserLocations().find(isExecutable);
      if (!driver || !isExecutable(driver) || !browser || !isExecutable(browser)) return undefined;
      return { driver, browser };
    },
  },
};

export const engineNames = Object.keys(engines);

/**
 * The engines asked for by `BROWSERS` (a comma-separated list of engine names, or `all`); Chromium alone when it is
 * unset, so `npx web-test-runner <file>` stays quick. Throws on an unknown name.
 */
export function requestedEngines(env = process.env) {
  const asked = (env.BROWSERS ?? 'chromium').trim();
  if (asked === 'all' || asked === '') return asked === 'all' ? [...engineNames] : ['chromium'];
  const names = asked.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !engineNames.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `BROWSERS names ${unknown.join(', ')}: the engines are ${engineNames.join(', ')} (or all).`,
    );
  }
  return names;
}

/** One line naming a missing engine and the command that installs it. */
export function missingEngineMessage(name) {
  const misconfigured = engines[name].misconfigured?.();
  if (misconfigured) return misconfigured;
  return `${name}: not installed, skipped (install it with: ${engines[name].install})`;
}

/**
 * What WebKitWebDriver is asked for: WebKitGTK's MiniBrowser (`browser`) in automation mode, over classic WebDriver
 * (the driver speaks no BiDi: asked for it, it matches no capabilities).
 */
export function webkitCapabilities(browser) {
  return {
    browserName: 'MiniBrowser',
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
  };
}

/** A TCP port nobody listens on right now, on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
