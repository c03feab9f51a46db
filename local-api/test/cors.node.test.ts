// CORS (docs/decisions.md#cors): preflights and headers for the default local origins and for configured ones.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startLocalApi, withApi, type RunningApi } from './support/local-api.js';

const preflight = (url: string, origin: string) =>
  fetch(`${url}/v1/subscribers/sub-ada/messages/mark-as`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });

describe('local API: CORS', () => {
  let api: RunningApi;
  before(async () => (api = await startLocalApi()));
  after(() => api.close());

  it('answers a preflight from a localhost origin without authentication', async () => {
    const response = await preflight(api.url, 'http://localhost:5173');
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    assert.equal(
      response.headers.get('access-control-allow-headers'),
      'Authorization, Content-Type, idempotency-key',
    );
    assert.equal(response.headers.get('access-control-allow-methods'), 'GET, POST, PATCH, DELETE, OPTIONS');
    assert.match(response.headers.get('vary') ?? '', /Origin/);
  });

  it('allows 127.0.0.1 and localhost on any port, over http only', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost', 'http://localhost:8080']) {
      const response = await preflight(api.url, origin);
      assert.equal(response.headers.get('access-control-allow-origin'), origin, origin);
    }
    for (const origin of ['https://localhost:5173', 'http://localhost.evil.example', 'http://example.com']) {
      const response = await preflight(api.url, origin);
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), null, origin);
    }
  });

  it('sets the origin and exposes the idempotency headers on answers, errors included', async () => {
    const ok = await api.call('GET', '/v1/integrations', { headers: { origin: 'http://localhost:5173' } });
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    const exposed = (ok.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/,\s*/);
    assert.ok(exposed.includes('idempotency-replay'));
    assert.ok(exposed.includes('idempotency-key'));
    assert.ok(exposed.includes('retry-after'));
    const denied = await api.call('GET', '/v1/integrations', {
      auth: null,
      headers: { origin: 'http://localhost:5173' },
    });
    assert.equal(denied.status, 401);
    assert.equal(denied.headers.get('access-control-allow-origin'), 'http://localhost:5173');
  });

  it('sets no CORS headers for other origins or same-origin requests', async () => {
    const other = await api.call('GET', '/v1/integrations', { headers: { origin: 'http://example.com' } });
    assert.equal(other.status, 200);
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    const same = await api.call('GET', '/v1/integrations');
    assert.equal(same.headers.get('access-control-allow-origin'), null);
  });

  it('allows exactly the configured origins when corsOrigins is given', async () => {
    await withApi({ corsOrigins: ['https://app.example'] }, async (custom) => {
      const allowed = await preflight(custom.url, 'https://app.example');
      assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://app.example');
      const local = await preflight(custom.url, 'http://localhost:5173');
      assert.equal(local.headers.get('access-control-allow-origin'), null);
    });
    await withApi({ corsOrigins: ['*'] }, async (any) => {
      const response = await preflight(any.url, 'https://anything.example');
      assert.equal(response.headers.get('access-control-allow-origin'), 'https://anything.example');
    });
  });
});
