// Streams of the Node mount (`toNodeListener` on `node:http` and on Express) are held by nothing that a collection
// takes while their browsers are there, and are gone from the hub once their browsers left, collected or not, before
// any heartbeat could find them gone. Each mount runs in a process of its own started with `--expose-gc`
// (live-node-gc-process.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runWithGc } from './gc-process.js';

interface Outcome {
  opened: number;
  heldWhileOpen: number;
  heard: number;
  heldAfterLeaving: number;
}

describe('Node-mount streams and garbage collection', { timeout: 120_000 }, () => {
  for (const mount of ['node-http', 'express'])
    it(`${mount}: open streams live through collections, departed ones leave the hub at once`, async () => {
      assert.deepEqual(await runWithGc<Outcome>('test/proxy/live-node-gc-process.ts', mount), {
        opened: 8,
        heldWhileOpen: 8,
        heard: 8,
        heldAfterLeaving: 0,
      });
    });
});
