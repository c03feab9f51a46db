/**
 * What the end-to-end tests (and the README screenshot) share: a local Chromium or Chrome driven by playwright-core, and the
 * demo page served by Vite with the local API and the inbox proxy mounted, on a free loopback port.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/find-chromium.mjs';

/** Headless Chromium (the one `findChromium` picks), with nothing that reaches for the network by itself. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** The demo page (`npm run demo`) on 127.0.0.1 at a free port. */
export async function startDemo(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = await createServer({
    configFile: 'demo/vite.config.ts',
    logLevel: 'error',
    server: { port: 0 },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
