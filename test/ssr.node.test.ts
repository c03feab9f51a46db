/**
 * A server (SSR, a Node script, a test runner) can import the browser entry point: nothing touches `window`,
 * `document` or `localStorage` at module load, and the elements register with Lit's server shim.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';

it('imports notif-elements in Node without a DOM', async () => {
  assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
  const library = await import('../src/index.js');
  assert.equal(typeof library.NotifClient, 'function');
  assert.equal(typeof library.NotifInbox, 'function');
  assert.equal(typeof library.NotifActivity, 'function');
});
