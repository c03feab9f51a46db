import { expect } from '@open-wc/testing';
import { mergeConfig } from '../../src/store/config.js';
import { sessionKey } from '../../src/store/session-key.js';
import { authOf } from '../../src/store/shared-connection.js';

describe('configuration', () => {
  it('lets an element’s own attributes win over its provider’s, an empty base-url included', () => {
    const merged = mergeConfig(
      { baseUrl: '/api/notif', subscriberId: 'ada', token: 't' },
      { baseUrl: '', apiKey: '', subscriberId: undefined, locale: 'fr' },
    );
    expect(merged).to.deep.equal({ baseUrl: '', subscriberId: 'ada', token: 't', locale: 'fr' });
  });

  it('authenticates by API key, then token, else not at all', () => {
    expect(authOf({ apiKey: 'k', token: 't' })).to.deep.equal({ apiKey: 'k' });
    expect(authOf({ token: 't' })).to.deep.equal({ token: 't' });
    expect(authOf({})).to.equal('none');
  });

  it('shares a session only between identical configurations, and needs a subscriber', () => {
    const fetchA: typeof fetch = (...args) => fetch(...args);
    expect(sessionKey({ baseUrl: '/x' })).to.equal(undefined);
    expect(sessionKey({ subscriberId: 'a', fetch: fetchA })).to.equal(
      sessionKey({ subscriberId: 'a', fetch: fetchA }),
    );
    expect(sessionKey({ subscriberId: 'a' })).not.to.equal(sessionKey({ subscriberId: 'b' }));
    expect(sessionKey({ subscriberId: 'a' })).not.to.equal(sessionKey({ subscriberId: 'a', token: 't' }));
    expect(sessionKey({ subscriberId: 'a', fetch: fetchA })).not.to.equal(sessionKey({ subscriberId: 'a' }));
  });
});
