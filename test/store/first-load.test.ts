// The first screen with a service that fails half its answers (docs/reliability.md#the-first-load), in the browser,
// with the local API's own fault injection (`failRate`, seeded so a failing run can be replayed): the inbox keeps its
// loading state and tries again until the list shows, on every load; from the error state it tries again by itself,
// with the count poll (whose interval grows while the service fails), on focus and when back online. The library's timers run on the fake clock, which the test
// moves on, so the waits of the backoff cost no time.
import { expect, fixtureCleanup } from '@open-wc/testing';
import type { NotifInbox } from '../../src/elements/notif-inbox/notif-inbox.js';
import { useClock } from '../../src/utils/clock.js';
import { FakeClock } from '../support/fake-clock.js';
import { inProcessApi, type InProcessApi } from '../support/in-process-api.js';
import { waitFor } from '../support/wait-for.js';
import { inlineInbox } from '../support/mount-elements.js';
import { seededRandom } from '../support/seeded-random.js';

const part = (el: NotifInbox, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`);
const shown = (el: NotifInbox) => el.shadowRoot!.querySelectorAll('notif-message').length;

describe('the first load of a flaky service', () => {
  let clock: FakeClock;
  let restoreClock: () => void;
  beforeEach(() => {
    clock = new FakeClock(Date.now());
    restoreClock = useClock(clock);
  });
  afterEach(async () => {
    fixtureCleanup();
    // The sessions of the removed inboxes let go on the fake clock's time.
    await clock.advance(120_000);
    restoreClock();
    localStorage.clear();
  });

  /**
   * Moves the fake clock on in steps of `step` ms until `condition` holds; whether the error state showed meanwhile.
   * Before each step the requests on their way are answered (in real time): on a busy machine the local API may take
   * a while, and the clock must not run past an answer the library is still waiting for.
   */
  async function until(
    api: InProcessApi,
    el: NotifInbox,
    condition: () => boolean,
    what: string,
    step = 100,
  ) {
    let sawError = false;
    for (let moved = 0; !condition(); moved += step) {
      if (moved > 120_000) throw new Error(`no ${what} after ${moved} ms of the clock`);
      sawError ||= part(el, 'error') !== null;
      await waitFor(() => api.inFlight === 0, { message: 'the requests on their way answered' });
      await clock.advance(step);
    }
    return { sawError };
  }

  it('with half the answers 503, the first screen shows its messages on 20 loads of 20, never the error', async function () {
    this.timeout(180_000);
    const outcomes: string[] = [];
    for (let load = 0; load < 20; load++) {
      const api = inProcessApi({ failRate: 0.5, random: seededRandom(4000 + load) });
      const el = await inlineInbox(api.fetch, 20, { pollInterval: 30_000 });
      const { sawError } = await until(api, el, () => shown(el) > 0, 'messages', 250);
      outcomes.push(sawError ? 'error first' : 'messages');
      fixtureCleanup();
    }
    expect(outcomes).to.deep.equal(Array(20).fill('messages'));
  });

  it('shows the error only after trying for a while, then tries again by itself until the list shows', async function () {
    this.timeout(120_000);
    const api = inProcessApi();
    api.failPaths(/\/feed$/);
    const el = await inlineInbox(api.fetch, 20, { pollInterval: 10_000 });
    const started = clock.now();
    await until(api, el, () => part(el, 'error') !== null, 'error state');
    expect(clock.now() - started, 'kept the loading state for 10 s at least').to.be.at.least(10_000);
    const tries = api.sent('GET', /\/feed$/).length;
    expect(tries, 'tried again meanwhile').to.be.greaterThan(3);

    // Still failing: it keeps trying by itself with the poll, on a growing interval; once the service answers, the
    // list shows with no click, focus or network event.
    await clock.advance(70_000);
    expect(api.sent('GET', /\/feed$/).length).to.be.greaterThan(tries);
    api.failPaths(undefined);
    await until(api, el, () => shown(el) > 0, 'messages', 500);
    expect(part(el, 'error')).to.equal(null);
  });

  for (const event of ['focus', 'online']) {
    it(`from the error state it tries again at once on ${event}`, async () => {
      const api = inProcessApi();
      api.failPaths(/\/feed$/);
      const el = await inlineInbox(api.fetch);
      await until(api, el, () => part(el, 'error') !== null, 'error state');
      api.failPaths(undefined);
      window.dispatchEvent(new Event(event));
      // No time passes on the clock: the list shows from the try the event started.
      for (let turn = 0; turn < 50 && shown(el) === 0; turn++) await clock.advance(0);
      expect(shown(el)).to.be.greaterThan(0);
    });
  }
});
