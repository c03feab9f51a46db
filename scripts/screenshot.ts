// Regenerates docs/demo.png, the README's picture of the demo page: `npx tsx scripts/screenshot.ts`.
// The package ships the picture (the README shows it on the registry's page): keep it small by writing it with a
// palette, which a page of flat colours loses nothing to (`convert docs/demo.png -strip -colors 255 PNG8:docs/demo.png`
// with ImageMagick: 161 KB -> 108 KB).
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
