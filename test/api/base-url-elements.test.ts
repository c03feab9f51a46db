// A base-url the browser's URL parser reads as another origin (docs/security.md#base-urls): `/\host`, `/<TAB>/host`,
// `/<LF>/host`, `/<CR>/host`, `/\\host` all resolve to `//host`. Every element that calls the service takes its base
// URL through the one check, so each refuses it (a notif-error naming baseUrl) and sends no request anywhere: the
// page's own fetch, which it uses when given none, sees nothing.
import { expect } from '@open-wc/testing';
import '../../src/entries/inbox.js';
import '../../src/entries/activity.js';
import '../../src/entries/toasts.js';
import { NotifValidationError } from '../../src/api/errors.js';
import type { NotifErrorEvent } from '../../src/events/notif-error.js';
import { waitFor } from '../support/wait-for.js';

const OTHER_ORIGIN_PATHS = [
  '/\\127.0.0.1:9',
  '/\t/127.0.0.1:9',
  '/\n/127.0.0.1:9',
  '/\r/127.0.0.1:9',
  '/\\\\127.0.0.1:9',
];

const ELEMENTS: [string, Record<string, string>][] = [
  ['notif-inbox', { mode: 'inline', 'subscriber-id': 'subscriber-ada', 'poll-interval': '0' }],
  ['notif-toasts', { 'subscriber-id': 'subscriber-ada', 'poll-interval': '0' }],
  ['notif-activity', {}],
];

describe('a base-url that the URL parser reads as another origin', () => {
  const pageFetch = window.fetch;
  const sent: string[] = [];
  let resources: PerformanceObserver;
  const fetched: string[] = [];

  beforeEach(() => {
    sent.length = 0;
    fetched.length = 0;
    window.fetch = (input, init) => {
      sent.push(String(input instanceof Request ? input.url : input));
      return pageFetch(input, init);
    };
    resources = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name.includes('127.0.0.1:9')) fetched.push(entry.name);
    });
    resources.observe({ type: 'resource', buffered: false });
  });
  afterEach(() => {
    window.fetch = pageFetch;
    resources.disconnect();
    document.body.replaceChildren();
    localStorage.clear();
  });

  for (const [tag, attributes] of ELEMENTS) {
    it(`<${tag}> refuses each one, naming baseUrl, and sends no request anywhere`, async () => {
      for (const baseUrl of OTHER_ORIGIN_PATHS) {
        const errors: NotifErrorEvent[] = [];
        const el = document.createElement(tag);
        for (const [name, value] of Object.entries({ ...attributes, token: 'session-token-ada' }))
          el.setAttribute(name, value);
        el.setAttribute('base-url', baseUrl);
        el.addEventListener('notif-error', (event) => errors.push(event as NotifErrorEvent));
        document.body.append(el);
        await waitFor(() => errors.length > 0);
        const { operation, error } = errors[0]!.detail;
        expect(operation, JSON.stringify(baseUrl)).to.equal('configure');
        expect(error).to.be.instanceOf(NotifValidationError);
        expect((error as NotifValidationError).field).to.equal('baseUrl');
        el.remove();
      }
      expect(sent, 'requests through the page fetch').to.deep.equal([]);
      expect(fetched, 'requests the browser made').to.deep.equal([]);
    });
  }
});
