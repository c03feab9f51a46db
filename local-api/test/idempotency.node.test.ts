// Idempotency keys (docs/decisions.md#idempotency): replay, 409 while running, 422 for another request, 400 for a long key,
// per environment, for 24 hours.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { AUTH, fixtureState, NOW } from './support/local-state.js';
import { startLocalApi, withApi, type RunningApi } from './support/local-api.js';
import { waitFor } from '../../test/support/wait-for.js';

const MARK = '/v1/subscribers/sub-ada/messages/mark-as';

describe('local API: idempotency keys', () => {
  let api: RunningApi;
  beforeEach(async () => (api = await startLocalApi()));
  afterEach(() => api.close());

  const mark = (key: string, messageId: string, markAs: string, auth: string = AUTH.dev) =>
    api.call('POST', MARK, { body: { messageId, markAs }, headers: { 'idempotency-key': key }, auth });
  const readOf = async (id: string) =>
    (await api.call('GET', '/v1/subscribers/sub-ada/notifications/feed')).body.data.find(
      (m: { _id: string }) => m._id === id,
    ).read;

  it('echoes the key and replays the first answer without running the request again', async () => {
    const first = await mark('key-1', 'm1', 'read');
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotency-key'), 'key-1');
    assert.equal(first.headers.get('idempotency-replay'), null);

    await mark('key-2', 'm1', 'unread');
    assert.equal(await readOf('m1'), false);

    const replay = await mark('key-1', 'm1', 'read');
    assert.equal(replay.status, 201);
    assert.equal(replay.headers.get('idempotency-replay'), 'true');
    assert.equal(replay.headers.get('idempotency-key'), 'key-1');
    assert.deepEqual(replay.body, first.body);
    // The replay changed nothing: m1 stays unread.
    assert.equal(await readOf('m1'), false);
  });

  it('replays error answers too', async () => {
    const path = '/v1/subscribers/sub-nope/messages/mark-as';
    const body = { messageId: 'm1', markAs: 'read' };
    const first = await api.call('POST', path, { body, headers: { 'idempotency-key': 'k-404' } });
    const again = await api.call('POST', path, { body, headers: { 'idempotency-key': 'k-404' } });
    assert.deepEqual(
      [first.status, again.status, again.headers.get('idempotency-replay')],
      [404, 404, 'true'],
    );
    assert.deepEqual(again.body, first.body);
  });

  it('answers 422 for the same key with another body or another route', async () => {
    await mark('key-1', 'm1', 'read');
    const otherBody = await mark('key-1', 'm2', 'read');
    assert.equal(otherBody.status, 422);
    assert.equal(otherBody.body.error, 'Unprocessable Entity');
    assert.equal(otherBody.headers.get('idempotency-key'), 'key-1');
    assert.equal(await readOf('m2'), false);
    const otherRoute = await api.call('POST', '/v1/integrations/i-nexmo/set-primary', {
      headers: { 'idempotency-key': 'key-1' },
    });
    assert.equal(otherRoute.status, 422);
  });

  it('answers 400 for a key over 255 characters and accepts one of 255', async () => {
    const long = await mark('k'.repeat(256), 'm1', 'read');
    assert.equal(long.status, 400);
    assert.deepEqual(long.body.message, ['idempotency-key must be at most 255 characters']);
    assert.equal(await readOf('m1'), false);
    assert.equal((await mark('k'.repeat(255), 'm1', 'read')).status, 201);
  });

  it('keeps keys apart per environment', async () => {
    await mark('shared', 'm1', 'read');
    const prod = await mark('shared', 'm-prod', 'seen', AUTH.prod);
    assert.equal(prod.status, 201);
    assert.equal(prod.headers.get('idempotency-replay'), null);
    assert.equal(prod.body[0]._id, 'm-prod');
  });

  it('works on PATCH and DELETE, and ignores the key on GET', async () => {
    const del1 = await api.call('DELETE', '/v1/integrations/i-nexmo', {
      headers: { 'idempotency-key': 'del' },
    });
    const del2 = await api.call('DELETE', '/v1/integrations/i-nexmo', {
      headers: { 'idempotency-key': 'del' },
    });
    // Without the key the second delete would be a 404; with it, the first answer is replayed.
    assert.deepEqual([del1.status, del2.status, del2.headers.get('idempotency-replay')], [200, 200, 'true']);
    const body = { providerId: 'fcm', credentials: { deviceTokens: ['t1'] } };
    const patch1 = await api.call('PATCH', '/v1/subscribers/sub-ada/credentials', {
      body,
      headers: { 'idempotency-key': 'p' },
    });
    const patch2 = await api.call('PATCH', '/v1/subscribers/sub-ada/credentials', {
      body,
      headers: { 'idempotency-key': 'p' },
    });
    assert.deepEqual(patch2.body, patch1.body);
    const get = await api.call('GET', '/v1/integrations', {
      headers: { 'idempotency-key': 'k'.repeat(300) },
    });
    assert.equal(get.status, 200);
  });

  it('stores the answer in the state, so a data file keeps it', async () => {
    await mark('kept', 'm1', 'read');
    const [record] = api.api.snapshot().idempotency;
    assert.deepEqual(
      [record!._environmentId, record!.key, record!.state, record!.status, record!.expiresAt],
      ['env-dev', 'kept', 'done', 201, NOW.getTime() + 24 * 60 * 60 * 1000],
    );
  });
});

describe('local API: idempotency over time', () => {
  it('answers 409 with Retry-After while the first request with the key is running', async () => {
    // 900 ms of latency: time enough for the second request to arrive while the first runs, however busy the machine.
    await withApi({ latencyMs: 900 }, async (api) => {
      const send = () =>
        api.call('POST', MARK, {
          body: { messageId: 'm1', markAs: 'read' },
          headers: { 'idempotency-key': 'slow' },
        });
      const first = send();
      // The second is sent once the service holds the first as running (it then waits its latency).
      await waitFor(() => api.api.snapshot().idempotency.some((record) => record.key === 'slow'), {
        interval: 5,
      });
      const second = await send();
      assert.equal(second.status, 409);
      assert.equal(second.headers.get('retry-after'), '1');
      assert.equal(second.headers.get('idempotency-key'), 'slow');
      assert.equal((await first).status, 201);
      const third = await send();
      assert.deepEqual([third.status, third.headers.get('idempotency-replay')], [201, 'true']);
    });
  });

  it('forgets a key after 24 hours', async () => {
    let now = NOW.getTime();
    await withApi({ now: () => new Date(now) }, async (api) => {
      const send = (messageId: string) =>
        api.call('POST', MARK, {
          body: { messageId, markAs: 'read' },
          headers: { 'idempotency-key': 'day' },
        });
      await send('m1');
      now += 24 * 60 * 60 * 1000 - 1;
      assert.equal((await send('m2')).status, 422);
      now += 2;
      const fresh = await send('m2');
      assert.deepEqual(
        [fresh.status, fresh.headers.get('idempotency-replay'), fresh.body[0]._id],
        [201, null, 'm2'],
      );
    });
  });

  it('does not keep a 5xx, so a retry with the key runs again', async (t) => {
    t.mock.method(console, 'error', () => undefined);
    const state = fixtureState();
    (state.subscribers[0] as unknown as { channels: number }).channels = 7;
    await withApi({ state }, async (api) => {
      const send = () =>
        api.call('PATCH', '/v1/subscribers/sub-ada/credentials', {
          body: { providerId: 'fcm', credentials: {} },
          headers: { 'idempotency-key': 'boom' },
        });
      assert.equal((await send()).status, 500);
      const retry = await send();
      assert.deepEqual([retry.status, retry.headers.get('idempotency-replay')], [500, null]);
      assert.deepEqual(api.api.snapshot().idempotency, []);
    });
  });

  it('drops records left running in a loaded state', async () => {
    const state = fixtureState();
    state.idempotency.push({
      _environmentId: 'env-dev',
      key: 'stuck',
      fingerprint: 'x',
      state: 'running',
      expiresAt: NOW.getTime() + 1000,
    });
    await withApi({ state }, async (api) => {
      const answer = await api.call('POST', MARK, {
        body: { messageId: 'm1', markAs: 'read' },
        headers: { 'idempotency-key': 'stuck' },
      });
      assert.equal(answer.status, 201);
    });
  });
});
