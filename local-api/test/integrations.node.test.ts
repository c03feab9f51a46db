// Integrations: set primary (op 2), delete (op 3) and the list (docs/decisions.md#integrations, docs/decisions.md#extensions), over real HTTP.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { AUTH, fixtureState, NOW } from './support/local-state.js';
import { startLocalApi, withApi, type RunningApi } from './support/local-api.js';

type Row = { _id: string; primary: boolean; credentials?: unknown };
const ids = (list: Row[]) => list.map((item) => item._id);
const DEV_INTEGRATIONS = [
  'i-sendgrid',
  'i-mailgun',
  'i-twilio',
  'i-nexmo',
  'i-fcm-old',
  'i-fcm-new',
  'i-apns-off',
  'i-slack',
  'i-svc',
  'i-agent',
];

describe('local API: integrations', () => {
  let api: RunningApi;
  beforeEach(async () => (api = await startLocalApi()));
  afterEach(() => api.close());

  const list = async (auth: string = AUTH.dev): Promise<Row[]> =>
    (await api.call('GET', '/v1/integrations', { auth })).body;

  it('lists the environment integrations without credentials for API-key callers', async () => {
    const rows = await list();
    assert.deepEqual(ids(rows), DEV_INTEGRATIONS);
    assert.ok(rows.every((row) => !('credentials' in row)));
  });

  it('shows credentials to session callers', async () => {
    const rows = await list(AUTH.session);
    assert.deepEqual(ids(rows), DEV_INTEGRATIONS);
    assert.deepEqual(rows[0]!.credentials, { apiKey: 'secret-i-sendgrid' });
  });

  describe('set primary (op 2)', () => {
    it('makes the integration active, primary and unconditional, and demotes the others of its channel only', async () => {
      const answer = await api.call('POST', '/v1/integrations/i-mailgun/set-primary');
      assert.equal(answer.status, 200);
      assert.deepEqual(
        {
          id: answer.body._id,
          active: answer.body.active,
          primary: answer.body.primary,
          conditions: answer.body.conditions,
        },
        { id: 'i-mailgun', active: true, primary: true, conditions: [] },
      );
      assert.equal('credentials' in answer.body, false);
      const primaries = (await list()).filter((row) => row.primary);
      assert.deepEqual(ids(primaries), ['i-mailgun', 'i-twilio']);
    });

    it('includes credentials for session callers', async () => {
      const answer = await api.call('POST', '/v1/integrations/i-nexmo/set-primary', { auth: AUTH.session });
      assert.deepEqual(answer.body.credentials, { apiKey: 'secret-i-nexmo' });
      const primaries = (await list()).filter((row) => row.primary);
      assert.deepEqual(ids(primaries), ['i-sendgrid', 'i-nexmo']);
    });

    it('returns an integration that is already primary unchanged', async () => {
      const state = fixtureState();
      const sendgrid = state.integrations.find((i) => i._id === 'i-sendgrid')!;
      Object.assign(sendgrid, {
        active: false,
        conditions: [{ isNegated: true, type: 'TEXT', value: 'OR', children: [] }],
      });
      await withApi({ state }, async (other) => {
        const answer = await other.call('POST', '/v1/integrations/i-sendgrid/set-primary', {
          auth: AUTH.session,
        });
        assert.equal(answer.status, 200);
        assert.deepEqual(answer.body, sendgrid);
      });
    });

    it('answers 400 for channels without a primary', async () => {
      const cases: [string, string][] = [
        ['i-fcm-new', 'push'],
        ['i-slack', 'chat'],
        ['i-svc', 'in_app'],
        ['i-agent', 'none'],
      ];
      for (const [id, channel] of cases) {
        const answer = await api.call('POST', `/v1/integrations/${id}/set-primary`);
        assert.equal(answer.status, 400, id);
        assert.equal(answer.body.message, `Channel ${channel} does not support primary`);
      }
    });

    it('answers 404 for an unknown integration', async () => {
      const answer = await api.call('POST', '/v1/integrations/i-nope/set-primary');
      assert.equal(answer.status, 404);
      assert.equal(answer.body.message, 'Integration with id i-nope not found');
    });
  });

  describe('delete (op 3)', () => {
    it('soft-deletes and answers the remaining integrations of the environment', async () => {
      const answer = await api.call('DELETE', '/v1/integrations/i-nexmo');
      assert.equal(answer.status, 200);
      assert.deepEqual(
        ids(answer.body),
        DEV_INTEGRATIONS.filter((id) => id !== 'i-nexmo'),
      );
      assert.ok(answer.body.every((row: Row) => !('credentials' in row)));
      const stored = api.api.snapshot().integrations.find((i) => i._id === 'i-nexmo')!;
      assert.deepEqual(
        [stored.deleted, stored.deletedAt, stored.deletedBy],
        [true, NOW.toISOString(), 'api-key'],
      );
    });

    it('records the session user as deletedBy and shows credentials to sessions', async () => {
      const answer = await api.call('DELETE', '/v1/integrations/i-slack', { auth: AUTH.session });
      assert.deepEqual(answer.body[0].credentials, { apiKey: 'secret-i-sendgrid' });
      assert.equal(api.api.snapshot().integrations.find((i) => i._id === 'i-slack')!.deletedBy, 'user-1');
    });

    it('makes the integration gone for every operation', async () => {
      await api.call('DELETE', '/v1/integrations/i-nexmo');
      const again = await api.call('DELETE', '/v1/integrations/i-nexmo');
      assert.equal(again.status, 404);
      assert.equal(again.body.message, 'Integration with id i-nexmo not found');
      assert.equal((await api.call('POST', '/v1/integrations/i-nexmo/set-primary')).status, 404);
      assert.deepEqual(
        ids(await list()),
        DEV_INTEGRATIONS.filter((id) => id !== 'i-nexmo'),
      );
    });

    it('promotes no other integration when the primary one is deleted', async () => {
      await api.call('DELETE', '/v1/integrations/i-sendgrid');
      const primaries = (await list()).filter((row) => row.primary);
      assert.deepEqual(ids(primaries), ['i-twilio']);
    });

    it('stops credentials upserts from using a deleted integration', async () => {
      await api.call('DELETE', '/v1/integrations/i-fcm-new');
      const answer = await api.call('PATCH', '/v1/subscribers/sub-ada/credentials', {
        body: { providerId: 'fcm', credentials: { deviceTokens: ['t'] } },
      });
      assert.equal(answer.body.channels[0]._integrationId, 'i-fcm-old');
    });
  });
});
