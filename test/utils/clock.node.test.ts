// The library's one clock (src/utils/clock.ts): every timer of the store and the client goes through it, and a test
// puts a FakeClock in its place with `useClock`, so nothing waits for the machine.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clock, useClock } from '../../src/utils/clock.js';
import { FeedStore } from '../../src/store/feed-store.js';
import { acquireSession, releaseSession } from '../../src/store/session.js';
import { FakeClock } from '../support/fake-clock.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../support/in-process-api.js';
import { waitFor } from '../support/wait-for.js';

const ADA = 'subscriber-ada';
const UNSEEN = /\/notifications\/unseen$/;
const START = Date.parse('2026-03-02T09:00:00.000Z');

describe('the one clock', () => {
  it('hands every call to the clock put in place, and to the previous one once given back', async (t) => {
    const fake = new FakeClock(START);
    const restore = useClock(fake);
    t.after(restore);
    assert.equal(clock.now(), START);
    const runs: number[] = [];
    clock.setTimeout(() => runs.push(clock.now()), 10);
    const cleared = clock.setTimeout(() => runs.push(-1), 5);
    clock.clearTimeout(cleared);
    await fake.advance(10);
    assert.deepEqual(runs, [START + 10]);

    restore();
    const real = clock.setTimeout(() => runs.push(-2), 60_000);
    assert.equal(fake.pending, 0, 'a timer set after the clock was given back is not on the fake one');
    clock.clearTimeout(real);
    assert.notEqual(clock.now(), START + 10);
  });

  it("runs the feed store's mark times and its settle timer on it", async (t) => {
    const fake = new FakeClock(START);
    t.after(useClock(fake));
    const api = inProcessApi();
    const id = `clock-test-${crypto.randomUUID()}`;
    const store = new FeedStore({
      client: api.client,
      subscriberId: ADA,
      storageKey: `clock-${id}`,
      channelName: id,
    });
    await store.loadMore('all');
    const unread = store.view('all').ids.find((messageId) => store.message(messageId)?.read === false)!;

    const acknowledged = new Promise((resolve) => store.addEventListener('marked', resolve, { once: true }));
    const marking = store.mark([unread], 'read');
    assert.equal(
      store.message(unread)!.lastReadDate,
      new Date(START).toISOString(),
      "the mark's time is the clock's",
    );
    await marking;
    await acknowledged;

    // Once no mark is on its way, the counts are read again after a short settle: on the fake clock, only.
    const counted = api.sent('GET', UNSEEN).length;
    const settle = fake.nextIn;
    assert.ok(settle !== undefined && settle > 0, 'the settle timer is on the fake clock');
    await fake.advance(settle - 1);
    assert.equal(api.sent('GET', UNSEEN).length, counted, 'not before the settle time');
    await fake.advance(1);
    await waitFor(() => api.sent('GET', UNSEEN).length === counted + 1, {
      message: 'the counts read after the settle',
    });
    store.disconnect();
  });

  it('releases a session a moment after its last user left, on it', async (t) => {
    const fake = new FakeClock(START);
    t.after(useClock(fake));
    const config = {
      baseUrl: uniqueBaseUrl(),
      subscriberId: ADA,
      apiKey: DEV_KEY,
      fetch: inProcessApi().fetch,
    };
    const session = acquireSession(config)!;
    releaseSession(session);
    await fake.advance(999);
    const again = acquireSession(config);
    assert.equal(again, session, 'an element moved in the DOM keeps its store');
    releaseSession(again!);
    await fake.advance(1000);
    const fresh = acquireSession(config)!;
    assert.notEqual(fresh, session, 'released once the moment passed');
    releaseSession(fresh);
    await fake.advance(1000);
  });
});
