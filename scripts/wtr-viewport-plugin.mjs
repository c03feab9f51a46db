/**
 * The `notif-viewport` command of the browser tests: resizes the page's viewport to `{ width, height }` CSS pixels
 * in every engine the tests drive. Playwright (Chromium) and puppeteer (Firefox) set the viewport itself; WebDriver
 * (WebKit) can only size the window, whose frame takes room, so the window is sized, the page's inner size read back,
 * and the window corrected by the difference. Test code calls it through `test/support/viewport.ts`.
 */
export function viewportPlugin() {
  return {
    name: 'notif-viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'notif-viewport') return undefined;
      const { width, height } = payload ?? {};
      if (![width, height].every((size) => Number.isInteger(size) && size > 0))
        throw new TypeError(
          `notif-viewport: width and height must be positive integers, got ${JSON.stringify(payload)}`,
        );
      const browser = session.browser;
      if (browser.type === 'playwright') {
        await browser.getPage(session.id).setViewportSize({ width, height });
        return true;
      }
      if (browser.type === 'puppeteer') {
        await browser.getPage(session.id).setViewport({ width, height });
        return true;
      }
      if (browser.type === 'webdriver' && browser.driver) {
        const driver = browser.driver;
        const inner = () => driver.execute('return [window.innerWidth, window.innerHeight]');
        let [innerWidth, innerHeight] = await inner();
        for (let attempt = 0; attempt < 4 && (innerWidth !== width || innerHeight !== height); attempt++) {
          const rect = await driver.getWindowRect();
          await driver.setWindowRect(
            null,
            null,
            rect.width + width - innerWidth,
            rect.height + height - innerHeight,
          );
          [innerWidth, innerHeight] = await inner();
        }
        if (innerWidth === width && innerHeight === height) return true;
        throw new Error(
          `notif-viewport: the window gives a ${innerWidth}×${innerHeight} viewport, not ${width}×${height}`,
        );
      }
      throw new Error(
        `notif-viewport: resizing the viewport is not supported for browser type ${browser.type}`,
      );
    },
  };
}
