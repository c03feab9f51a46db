// Fault injection, latency and change notification: the options the CLI's --fail-rate, --latency and --data
// rely on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LocalState } from '../src/index.js';
import { withApi } from './support/local-api.js';

const MARK = '/v1/subscribers/sub-ada/messages/mark-as';

describe('local API: fault injection', () => {
  it('answers 503 before touching any state', async () => {
    const changes: LocalState[] = [];
    await withApi({ failRate: 1, onChange: (state) => changes.push(state) }, async (api) => {
      const before = api.api.snapshot();
      const answer = await api.call('POST', MARK, {
        body: { messageId: 'm1', markAs: 'read' },
        headers: { 'idempotency-key': 'k1' },
      });
      assert.equal(answer.status, 503);
      assert.deepEqual(
        [answer.body.statusCode, answer.body.error, answer.body.message],
        [503, 'Service Unavailable', 'Simulated failure (fail rate 1)'],
      );
      assert.deepEqual(api.api.snapshot(), before);
      assert.equal(changes.length, 0);
    });
  });

  it('fails exactly the requests whose random draw is under the rate', async () => {
    const draws = [0.7, 0.2, 0.5, 0.49];
    await withApi({ failRate: 0.5, random: () => draws.shift()! }, async (api) => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await api.call('GET', '/v1/subscribers/sub-ada')).status);
      assert.deepEqual(statuses, [200, 503, 200, 503]);
    });
  });

  it('never fails a preflight', async () => {
    await withApi({ failRate: 1 }, async (api) => {
      const response = await fetch(`${api.url}/v1/integrations`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      });
      assert.equal(response.status, 204);
    });
  });

  it('lets a retry with the same idempotency key run after a 503', async () => {
    const draws = [0, 0.9];
    await withApi({ failRate: 0.5, random: () => draws.shift()! }, async (api) => {
      const send = () =>
        api.call('POST', MARK, {
          body: { messageId: 'm1', markAs: 'read' },
          headers: { 'idempotency-key': 'retry' },
        });
      assert.equal((await send()).status, 503);
      const retry = await send();
      assert.deepEqual(
        [retry.status, retry.headers.get('idempotency-replay'), retry.body[0].read],
        [201, null, true],
      );
    });
  });
});

describe('local API: latency', () => {
  it('delays routed requests by latencyMs', async () => {
    await withApi({ latencyMs: 150 }, async (api) => {
      const start = performance.now();
      assert.equal((await api.call('GET', '/v1/subscribers/sub-ada')).status, 200);
      assert.ok(performance.now() - start >= 145);
    });
  });
});

describe('local API: onChange', () => {
  it('is called once per changing request with the new state, and not for reads or failures', async () => {
    const seen: boolean[] = [];
    await withApi(
      { onChange: (state) => seen.push(state.messages.find((m) => m._id === 'm1')!.read) },
      async (api) => {
        await api.call('GET', '/v1/subscribers/sub-ada/notifications/feed');
        await api.call('POST', MARK, { body: { messageId: 'nope', markAs: 'read' } });
        await api.call('POST', MARK, { body: { messageId: 'm9', markAs: 'bad' } });
        assert.deepEqual(seen, []);
        await api.call('POST', MARK, { body: { messageId: 'm1', markAs: 'read' } });
        assert.deepEqual(seen, [true]);
        await api.call('POST', '/v1/events/trigger', { body: { name: 'welcome', to: 'sub-ada' } });
        assert.equal(seen.length, 2);
      },
    );
  });

  it('never changes the state object it was given, and snapshot() is a copy', async () => {
    const { fixtureState } = await import('./support/local-state.js');
    const state = fixtureState();
    await withApi({ state }, async (api) => {
      await api.call('POST', MARK, { body: { messageId: 'm1', markAs: 'read' } });
      assert.equal(state.messages[0]!.read, false);
      const copy = api.api.snapshot();
      assert.equal(copy.messages[0]!.read, true);
      copy.messages[0]!.read = false;
      assert.equal(api.api.snapshot().messages[0]!.read, true);
    });
  });

  it('does not let a throwing listener break the answer', async (t) => {
    const logged = t.mock.method(console, 'error', () => undefined);
    await withApi(
      {
        onChange: () => {
          throw new Error('disk full');
        },
      },
      async (api) => {
        const answer = await api.call('POST', MARK, { body: { messageId: 'm1', markAs: 'read' } });
        assert.equal(answer.status, 201);
        assert.equal(logged.mock.callCount(), 1);
      },
    );
  });
});
