import { expect } from '@open-wc/testing';
import { animationsDone } from './animations.js';

/**
 * Audits `element` with axe once the page's finite animations have ended: a panel fading in, a row's colour
 * transition, a toast sliding in. Colours read mid-fade are blended, and a loaded machine (WebKit paints in software)
 * makes that likely, so every audit waits.
 */
export async function expectAccessible(element: Element): Promise<void> {
  await animationsDone();
  await expect(element).to.be.accessible();
}
