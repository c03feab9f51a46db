/**
 * Resizes the page's viewport, in every engine the tests drive (the `notif-viewport` command of the test runner's
 * config: scripts/wtr-viewport-plugin.mjs). WebKit's driver sizes the window, which has a narrowest size of its own:
 * a test that needs a phone's width asks for the capability `a phone-wide viewport` first (test/support/capabilities.ts).
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface ViewportSize {
  width: number;
  height: number;
}

export async function resizeViewport(size: ViewportSize): Promise<void> {
  await executeServerCommand('notif-viewport', size);
}
