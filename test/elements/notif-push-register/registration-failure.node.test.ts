// How a failed registration is classified: by the error's class and HTTP status, with real errors from the client
// talking to the local API in-process, so a changed wording of the service's messages changes nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotifClient } from '../../../src/api/client.js';
import { NotifHttpError } from '../../../src/api/errors.js';
import { createLocalApi, type LocalApiOptions } from 'notif-local-api';
import { classifyRegistrationFailure } from '../../../src/elements/notif-push-register/registration-failure.js';

const DEV_KEY = 'local-dev-api-key';

function clientOf(
  options: { apiKey?: string; local?: LocalApiOptions; fetch?: typeof fetch } = {},
): NotifClient {
  const api = createLocalApi({ seed: 'demo', ...options.local });
  return new NotifClient({
    baseUrl: 'http://notif.test',
    auth: { apiKey: options.apiKey ?? DEV_KEY },
    fetch: options.fetch ?? ((input, init) => api(new Request(input, init))),
    retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2 },
  });
}

/** What registering `token` for the provider fails with. */
async function failureOf(
  client: NotifClient,
  providerId: 'apns' | 'fcm' | 'push-webhook',
  subscriberId = 'subscriber-ada',
  integrationIdentifier?: string,
): Promise<unknown> {
  try {
    await client.upsertCredentials(subscriberId, {
      providerId,
      ...(integrationIdentifier ? { integrationIdentifier } : {}),
      credentials: { deviceTokens: ['token-1'] },
    });
  } catch (error) {
    return error;
  }
  assert.fail('the registration succeeded');
}

describe('classifyRegistrationFailure', () => {
  it('a 400 with one sentence is a provider without an active integration', async () => {
    const error = await failureOf(clientOf(), 'apns');
    assert.ok(error instanceof NotifHttpError);
    assert.equal(classifyRegistrationFailure(error).kind, 'no-integration');
    const wrongIdentifier = await failureOf(clientOf(), 'fcm', 'subscriber-ada', 'fcm-nowhere');
    assert.deepEqual(classifyRegistrationFailure(wrongIdentifier), { kind: 'no-integration' });
  });

  it('does not read the wording: the same status and body shape in other words classify alike', () => {
    const request = { method: 'PATCH', url: 'http://notif.test/v1/subscribers/s/credentials' };
    const reworded = new NotifHttpError(
      400,
      { statusCode: 400, error: 'Bad Request', message: 'Kein Kanal' },
      request,
    );
    assert.deepEqual(classifyRegistrationFailure(reworded), { kind: 'no-integration' });
    const fields = new NotifHttpError(
      400,
      {
        statusCode: 400,
        error: 'Bad Request',
        message: ['credentials must be an object', 'active integration'],
      },
      request,
    );
    assert.deepEqual(classifyRegistrationFailure(fields), {
      kind: 'http',
      status: 400,
      said: 'credentials must be an object; active integration',
    });
  });

  it('a 404 is an unknown subscriber', async () => {
    const error = await failureOf(clientOf(), 'push-webhook', 'subscriber-nobody');
    assert.deepEqual(classifyRegistrationFailure(error), { kind: 'unknown-subscriber' });
  });

  it('a 401 is refused credentials, with the status', async () => {
    const error = await failureOf(clientOf({ apiKey: 'not-a-key' }), 'push-webhook');
    assert.deepEqual(classifyRegistrationFailure(error), { kind: 'refused', status: 401 });
  });

  it('another status keeps the status and what the service said', async () => {
    const error = await failureOf(clientOf({ local: { failRate: 1 } }), 'push-webhook');
    const failure = classifyRegistrationFailure(error);
    assert.equal(failure.kind, 'http');
    assert.equal(failure.kind === 'http' && failure.status, 503);
  });

  it('no answer is unreachable', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const error = await failureOf(clientOf({ fetch: offline }), 'push-webhook');
    assert.deepEqual(classifyRegistrationFailure(error), { kind: 'unreachable' });
  });

  it('anything else keeps its message', () => {
    assert.deepEqual(classifyRegistrationFailure(new Error('FCM is not configured')), {
      kind: 'other',
      message: 'FCM is not configured',
    });
    assert.deepEqual(classifyRegistrationFailure('plain text'), { kind: 'other', message: 'plain text' });
  });
});
