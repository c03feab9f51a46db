// `createLocalApi({ onDelivered })` (local-api/README.md): each trigger that stores an in-app message tells the host,
// with the subscriberId, so a live hub can tell the inbox at once; a trigger without an in-app step does not, a
// failing hook never fails the trigger, and a hook that is not a function is refused at creation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalApi, inProcessFetch } from '../src/index.js';

const KEY = 'local-dev-api-key';

function triggerWith(onDelivered: (subscriberId: string) => unknown) {
  const api = createLocalApi({ seed: 'demo', onDelivered: onDelivered as never });
  const fetch = inProcessFetch(api);
  return (name: string, to: string) =>
    fetch('http://local.test/v1/events/trigger', {
      method: 'POST',
      headers: { authorization: `ApiKey ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, to, payload: { name: 'Ada' } }),
    });
}

describe('local API: onDelivered', () => {
  it('is called with the subscriber of each in-app delivery, after the message is stored', async () => {
    const heard: string[] = [];
    const trigger = triggerWith((id) => heard.push(id));
    assert.equal((await trigger('welcome', 'subscriber-ada')).status, 201);
    assert.equal((await trigger('comment-mention', 'subscriber-grace')).status, 201);
    assert.deepEqual(heard, ['subscriber-ada', 'subscriber-grace']);
  });

  it('is not called for a workflow without an in-app step', async () => {
    const heard: string[] = [];
    const trigger = triggerWith((id) => heard.push(id));
    assert.equal((await trigger('incident-alert', 'subscriber-ada')).status, 201);
    assert.deepEqual(heard, []);
  });

  it('a hook that throws or rejects does not fail the trigger', async (t) => {
    const logged = t.mock.method(console, 'error', () => undefined);
    assert.equal(
      (
        await triggerWith(() => {
          throw new Error('hub down');
        })('welcome', 'subscriber-ada')
      ).status,
      201,
    );
    assert.equal(
      (await triggerWith(() => Promise.reject(new Error('hub down')))('welcome', 'subscriber-ada')).status,
      201,
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(logged.mock.callCount(), 2);
  });

  it('refuses a hook that is not a function, naming it', () => {
    assert.throws(() => createLocalApi({ onDelivered: 'notify' as never }), /onDelivered must be a function/);
  });
});
