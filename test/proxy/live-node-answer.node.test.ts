// The live route is answered on Node's response on every Node mount the docs show, not only `toNodeListener` given
// the proxy itself (docs/proxy.md#mounting-it): a Hono app on `@hono/node-server` that passes `c.env` (the Hono
// example), `serve({ fetch: onOrigin(…) })`, and `toNodeListener` of a function of the app's own around the proxy
// (the node:http example's). Each stream is then a `NodeLiveStream` with no fetch `Request`, `Response` body or
// `ReadableStream` kept for it; before, these mounts served it through fetch, and each stream kept a `LiveStream`
// and its `ReadableStream` body (about twice the memory: docs/benchmarks.md#live-streams-at-scale). Each mount runs
// in a process of its own started with `--expose-gc` (live-node-answer-process.ts), which counts the kept objects in
// a heap snapshot.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runWithGc } from './gc-process.js';

interface Outcome {
  opened: number;
  heard: number;
  kept: Record<
    'NodeLiveStream' | 'LiveStream' | 'ReadableStream' | 'Request' | 'Headers' | 'flatHeads',
    number
  >;
}

const STREAMS = 6;

// Each mount's process takes tens of seconds on a loaded machine (optimised from the start): a timeout each.
describe('the live route on Node’s response, on every documented Node mount', () => {
  for (const mount of ['hono-app', 'hono-serve', 'node-wrapped'])
    it(
      `${mount}: each stream is written to Node's response, and no fetch object is kept for it`,
      { timeout: 180_000 },
      async () => {
        const { opened, heard, kept } = await runWithGc<Outcome>(
          'test/proxy/live-node-answer-process.ts',
          mount,
        );
        assert.equal(opened, STREAMS, 'every stream opened');
        assert.equal(heard, STREAMS, 'every stream heard its changed');
        assert.equal(kept.NodeLiveStream, STREAMS, 'a NodeLiveStream per stream');
        assert.equal(kept.LiveStream, 0, 'no stream of the fetch path');
        // Whatever the process holds of these for itself, it holds fewer than one per stream.
        for (const name of ['ReadableStream', 'Request', 'Headers'] as const)
          assert.ok(kept[name] < STREAMS, `${kept[name]} ${name} objects kept for ${STREAMS} streams`);
        // Node keeps each answer's head for the response's life; kept as the tree of strings it was joined from, it
        // cost each stream about 0.65 KiB more.
        assert.equal(kept.flatHeads, STREAMS, "each stream's head is kept as one flat string");
      },
    );
});
