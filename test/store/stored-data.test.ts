// What the elements keep in localStorage per subscriber (docs/security.md#in-the-browser): keys encode their parts
// and are compared exactly, so one subscriber's sign-out never touches another's entries, even where ids hold `|`
// (Auth0's `provider|id`), and no two (base URL, subscriber) pairs share one queue. clearStoredData also removes keys
// whose parts were not encoded, or whose base URL was kept as it was written (`https://A.test/`).
import { expect } from '@open-wc/testing';
import { clearStoredData } from '../../src/store/stored-data.js';
import { acquireSession, releaseSession } from '../../src/store/session.js';
import { PENDING_MARKS_PREFIX, SHOWN_IDS_PREFIX, subscriberScope } from '../../src/utils/storage-keys.js';
import { DEV_KEY, inProcessApi, uniqueBaseUrl } from '../support/in-process-api.js';
import { waitFor } from '../support/wait-for.js';

const AUTH0 = 'auth0|123';
const GOOGLE = 'google-oauth2|auth0|123';
const BASE = 'https://app.example.com/api/notif';

/** The scope of earlier versions, whose parts were not encoded: `https://a.test|auth0|123`. */
const legacySubscriberScope = (baseUrl: string | undefined, subscriberId: string) =>
  `${baseUrl ?? ''}|${subscriberId}`;

describe('stored data keys', () => {
  afterEach(() => localStorage.clear());

  it('clearStoredData("auth0|123") removes its own entries and none of "google-oauth2|auth0|123"', () => {
    const ours = [
      `${PENDING_MARKS_PREFIX}${subscriberScope(BASE, AUTH0)}`,
      `${SHOWN_IDS_PREFIX}${subscriberScope(BASE, AUTH0)}`,
      `${PENDING_MARKS_PREFIX}${subscriberScope(undefined, AUTH0)}`,
    ];
    const theirs = [
      `${PENDING_MARKS_PREFIX}${subscriberScope(BASE, GOOGLE)}`,
      `${SHOWN_IDS_PREFIX}${subscriberScope(BASE, GOOGLE)}`,
      `${PENDING_MARKS_PREFIX}${subscriberScope(undefined, GOOGLE)}`,
      // An earlier version's keys of the other subscriber: they end with `|auth0|123` too.
      `${PENDING_MARKS_PREFIX}${legacySubscriberScope(BASE, GOOGLE)}`,
      `${SHOWN_IDS_PREFIX}${legacySubscriberScope(BASE, GOOGLE)}`,
    ];
    for (const key of [...ours, ...theirs]) localStorage.setItem(key, '[]');
    expect(clearStoredData(AUTH0).sort()).to.deep.equal([...ours].sort());
    expect(Object.keys(localStorage).sort()).to.deep.equal([...theirs].sort());
    expect(clearStoredData(GOOGLE).sort()).to.deep.equal([...theirs].sort());
    expect(Object.keys(localStorage)).to.deep.equal([]);
  });

  it('an earlier version’s key is removed for its own subscriber only, with or without a base URL', () => {
    const legacy = `${PENDING_MARKS_PREFIX}${legacySubscriberScope(BASE, AUTH0)}`;
    localStorage.setItem(legacy, '[]');
    expect(clearStoredData('123')).to.deep.equal([]);
    expect(clearStoredData(AUTH0, { baseUrl: 'https://other.example.com' })).to.deep.equal([]);
    expect(clearStoredData(AUTH0, { baseUrl: BASE })).to.deep.equal([legacy]);
  });

  it('two (base URL, subscriber) pairs that the raw join made one have keys of their own', () => {
    expect(legacySubscriberScope(`${BASE}|x`, 'y')).to.equal(legacySubscriberScope(BASE, 'x|y'));
    expect(subscriberScope(`${BASE}|x`, 'y')).not.to.equal(subscriberScope(BASE, 'x|y'));
    const session = acquireSession({
      baseUrl: BASE,
      subscriberId: AUTH0,
      apiKey: DEV_KEY,
      fetch: inProcessApi().fetch,
    })!;
    try {
      expect(session.scope).to.equal(subscriberScope(BASE, AUTH0));
      expect(session.scope.split('|')).to.have.length(2);
    } finally {
      releaseSession(session);
    }
  });

  it('a base URL with or without trailing slashes is one session, one queue of pending marks and one scope', async () => {
    const api = inProcessApi();
    const subscriberId = 'subscriber-ada';
    const baseUrl = uniqueBaseUrl();
    const id = (await api.client.listFeed(subscriberId, { limit: 1, read: false })).data[0]!._id;
    const mark = { key: 'spelling-mark-1', ids: [id], markAs: 'read', at: Date.now() };
    // Kept by a page that wrote the base URL with a trailing slash: its one spelling has none.
    const keptScope = subscriberScope(baseUrl, subscriberId);
    localStorage.setItem(`${PENDING_MARKS_PREFIX}${keptScope}`, JSON.stringify([mark]));
    localStorage.setItem(`${SHOWN_IDS_PREFIX}${keptScope}`, '["shown-1"]');

    const config = { subscriberId, apiKey: DEV_KEY, fetch: api.fetch };
    const first = acquireSession({ ...config, baseUrl: `${baseUrl}//` })!;
    const second = acquireSession({ ...config, baseUrl })!;
    try {
      expect(second, 'one session').to.equal(first);
      expect(first.scope).to.equal(subscriberScope(baseUrl, subscriberId));
      expect(Object.keys(localStorage).sort()).to.deep.equal(
        [`${PENDING_MARKS_PREFIX}${first.scope}`, `${SHOWN_IDS_PREFIX}${first.scope}`].sort(),
      );
      expect(JSON.parse(localStorage.getItem(`${SHOWN_IDS_PREFIX}${first.scope}`)!)).to.deep.equal([
        'shown-1',
      ]);
      await waitFor(() =>
        api.sent('POST', /mark-as$/).some((request) => request.headers['idempotency-key'] === mark.key),
      );
    } finally {
      releaseSession(first);
      releaseSession(second);
    }
  });

  it('clearStoredData with a base URL finds its entries however it or they are spelled', () => {
    const kept = [
      `${PENDING_MARKS_PREFIX}${subscriberScope(BASE, AUTH0)}`,
      `${SHOWN_IDS_PREFIX}${subscriberScope(`${BASE}/`, AUTH0)}`,
    ];
    for (const key of kept) localStorage.setItem(key, '[]');
    expect(clearStoredData(AUTH0, { baseUrl: `${BASE}/` }).sort()).to.deep.equal([...kept].sort());
  });
});
