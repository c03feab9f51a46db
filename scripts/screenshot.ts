// Regenerates docs/demo.png, the README's picture of the demo page: `npx tsx scripts/screenshot.ts`.
import { launchChromium, startDemo } from '../test/support/chromium.js';

const demo = await startDemo();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(demo.origin);
  await page.locator('#inline-inbox notif-message').first().waitFor();
  await page.locator('#bell-inbox [part~="bell"]').click();
  await page.locator('#bell-inbox notif-message').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: process.argv[2] ?? 'docs/demo.png' });
} finally {
  await browser.close();
  await demo.close();
}
