// A stream whose browser left is gone from the hub within about a heartbeat, on every documented Node mount
// (toNodeListener on node:http and on Express, onOrigin on Hono's Node server), garbage collected or not. Each mount
// runs in a process of its own started with `--expose-gc` (live-departed-process.ts), which collects garbage while
// the streams are open, as a long-running server does. Before the fix, node:http and Express kept them (the
// Request's signal, which the hub listens on, stops following the socket once the Request is collected, and the
// next heartbeat waited for a `drain` that never came).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runWithGc } from './gc-process.js';

function runMount(mount: string): Promise<{ opened: boolean; freed: boolean }> {
  return runWithGc('test/proxy/live-departed-process.ts', mount);
}

describe('departed browsers free their live streams, garbage collected or not', { timeout: 120_000 }, () => {
  for (const mount of ['node-http', 'express', 'hono'])
    it(`${mount}: every place comes free after the browsers leave`, async () => {
      const result = await runMount(mount);
      assert.equal(result.opened, true, 'the streams opened');
      assert.equal(result.freed, true, 'the departed streams left the hub');
    });
});
