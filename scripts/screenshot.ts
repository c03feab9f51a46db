// Regenerates docs/demo.png, the README's picture of the demo page: `npx tsx scripts/screenshot.ts`.
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const server = await createServer({
  configFile: 'demo/vite.config.ts',
  logLevel: 'error',
  server: { port: 0 },
});
await server.listen();
const { port } = server.httpServer!.address() as AddressInfo;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`http://127.0.0.1:${port}`);
  await page.locator('#inline-inbox notif-message').first().waitFor();
  await page.locator('#bell-inbox [part~="bell"]').click();
  await page.locator('#bell-inbox notif-message').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: process.argv[2] ?? 'docs/demo.png' });
} finally {
  await browser.close();
  await server.close();
}
