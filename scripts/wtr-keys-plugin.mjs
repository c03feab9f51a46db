/**
 * The `notif-key` command of the browser tests: `{ down: key }`, `{ up: key }` or `{ press: key }`, in every engine
 * the tests drive. A key held down stays held across other input (a Shift+click, Ctrl+A, Shift+Tab) until its `up`.
 * Playwright (Chromium) and puppeteer (Firefox) have a keyboard of their own; WebDriver (WebKit) is sent key actions
 * from one keyboard input source, whose pressed keys the driver keeps between commands. Test code calls it through
 * `test/support/keys.ts`.
 */

/** WebDriver's code points for the named keys the tests use; a single character stands for itself. */
const WEBDRIVER_KEYS = {
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: '\uE00D',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
};

function webdriverKey(key) {
  if (Object.hasOwn(WEBDRIVER_KEYS, key)) return WEBDRIVER_KEYS[key];
  if ([...key].length === 1) return key;
  throw new TypeError(`notif-key: no WebDriver key for "${key}"`);
}

export function keysPlugin() {
  return {
    name: 'notif-key',
    async executeCommand({ command, payload, session }) {
      if (command !== 'notif-key') return undefined;
      const [action, key] = Object.entries(payload ?? {})[0] ?? [];
      if (!['down', 'up', 'press'].includes(action) || typeof key !== 'string' || key === '')
        throw new TypeError(`notif-key: expected { down | up | press: key }, got ${JSON.stringify(payload)}`);
      const browser = session.browser;
      if (browser.type === 'playwright' || browser.type === 'puppeteer') {
        await browser.getPage(session.id).keyboard[action](key);
        return true;
      }
      if (browser.type === 'webdriver' && browser.driver) {
        const value = webdriverKey(key);
        const steps = { down: ['keyDown'], up: ['keyUp'], press: ['keyDown', 'keyUp'] }[action];
        await browser.driver.performActions([
          { type: 'key', id: 'notif-keyboard', actions: steps.map((type) => ({ type, value })) },
        ]);
        return true;
      }
      throw new Error(`notif-key: keys are not supported for browser type ${browser.type}`);
    },
  };
}
