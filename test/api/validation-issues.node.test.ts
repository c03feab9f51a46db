/**
 * What the client says about an input it refuses: a `NotifValidationError` whose issues are data (a path and a
 * phrase each), with the first wrong field and one sentence per issue made from them. Refused before anything is
 * sent. (That the local API refuses the same inputs with the same sentences: `local-api/test/client-agreement`.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotifClient } from '../../src/api/client.js';
import { connect } from '../../src/api/connection.js';
import { NotifValidationError } from '../../src/api/errors.js';

describe('client validation errors', () => {
  it('refuse an API key or token that is not a non-empty string, naming the field', () => {
    for (const [kind, value, problem] of [
      ['apiKey', '', 'auth.apiKey must not be empty'],
      ['apiKey', '  ', 'auth.apiKey must not be empty'],
      ['apiKey', 3, 'auth.apiKey must be a string'],
      ['token', undefined, 'auth.token must be a string'],
      ['token', null, 'auth.token must be a string'],
    ] as const) {
      assert.throws(
        () => connect({ auth: { [kind]: value } as never, fetch }),
        (error) =>
          error instanceof NotifValidationError &&
          error.field === `auth.${kind}` &&
          error.problems.length === 1 &&
          error.problems[0] === problem,
        `${kind} ${JSON.stringify(value)}`,
      );
    }
    assert.equal(connect({ auth: { token: 't' }, fetch }).authorization, 'Bearer t');
    assert.equal(connect({ auth: { apiKey: 'k' }, fetch }).authorization, 'ApiKey k');
  });

  it('give what is wrong as data, each issue a path and a phrase, with the field and sentences from them', async () => {
    const client = new NotifClient({
      auth: { apiKey: 'k' },
      fetch: () => Promise.reject(new Error('a refused call sends nothing')),
    });
    const refused = async (call: Promise<unknown>) => {
      const error: unknown = await call.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      assert.ok(error instanceof NotifValidationError, String(error));
      return error;
    };

    const page = await refused(client.listFeed('subscriber-ada', { limit: 500, page: -1 }));
    assert.deepEqual(page.issues, [
      { path: 'page', message: 'must not be less than 0' },
      { path: 'limit', message: 'must not be greater than 100' },
    ]);
    assert.equal(page.field, 'page');
    assert.deepEqual(page.problems, ['page must not be less than 0', 'limit must not be greater than 100']);
    assert.equal(page.message, 'page must not be less than 0; limit must not be greater than 100');

    const credentials = await refused(
      client.upsertCredentials('subscriber-ada', { credentials: { deviceTokens: [''] } } as never),
    );
    assert.deepEqual(credentials.issues, [
      { path: 'providerId', message: 'is required' },
      { path: 'credentials.deviceTokens.0', message: 'must not be empty' },
    ]);
    assert.equal(credentials.field, 'providerId');

    const id = await refused(client.getSubscriber('\ud800'));
    assert.deepEqual(id.issues, [
      { path: 'subscriberId', message: 'must not contain a lone surrogate (half of a UTF-16 pair)' },
    ]);
  });
});
