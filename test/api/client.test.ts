// NotifClient in Chromium, against the real local API handler in the page (no network): the client's browser
// paths (global crypto.randomUUID, window.fetch handed in as an option) and what it sends.
import { expect } from '@open-wc/testing';
import { NotifClient } from '../../src/api/client.js';
import { NotifHttpError, NotifValidationError } from '../../src/api/errors.js';
import { BASE_URL, DEV_KEY, inProcessApi, type InProcessApi } from '../support/in-process-api.js';
import { rejection } from '../support/rejection.js';

const ADA = 'subscriber-ada';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('NotifClient in the browser', () => {
  let api: InProcessApi;
  beforeEach(() => {
    api = inProcessApi();
  });

  it('lists the feed, newest first, with one request', async () => {
    const page = await api.client.listFeed(ADA, { limit: 5 });
    expect([page.totalCount, page.data.length, page.pageSize, page.page, page.hasMore]).to.deep.equal([
      64,
      5,
      5,
      0,
      true,
    ]);
    const dates = page.data.map((message) => message.createdAt);
    expect(dates).to.deep.equal([...dates].sort().reverse());
    expect(api.requests.map((r) => [r.method, r.path, r.search, r.status])).to.deep.equal([
      ['GET', `/v1/subscribers/${ADA}/notifications/feed`, '?limit=5', 200],
    ]);
    expect(api.requests[0]!.headers.authorization).to.equal(`ApiKey ${DEV_KEY}`);
  });

  it('marks a message read and reads it back', async () => {
    const [unread] = (await api.client.listFeed(ADA, { read: false, limit: 1 })).data;
    expect(unread!.read).to.equal(false);
    const [marked] = await api.client.markMessagesAs(ADA, unread!._id!, 'read');
    expect([marked!._id, marked!.read, marked!.seen]).to.deep.equal([unread!._id, true, true]);
    expect(marked!.lastReadDate).to.be.a('string');
    const after = await api.client.listFeed(ADA, { limit: 100 });
    const stored = after.data.find((message) => message._id === unread!._id);
    expect(stored).to.deep.equal(marked);
    expect((await api.client.listFeed(ADA, { read: false, limit: 1 })).totalCount).to.equal(20);
    expect(api.sent('POST', /\/messages\/mark-as$/).map((r) => [r.body, r.status])).to.deep.equal([
      [{ messageId: unread!._id, markAs: 'read' }, 201],
    ]);
  });

  it('sends nothing when an argument is wrong', async () => {
    const error = await rejection(api.client.listFeed(ADA, { limit: 0 }));
    expect(error).to.be.instanceOf(NotifValidationError);
    expect((error as NotifValidationError).field).to.equal('limit');
    const other = await rejection(api.client.markMessagesAs(ADA, [], 'read'));
    expect((other as NotifValidationError).field).to.equal('messageId');
    expect(api.requests).to.have.length(0);
  });

  it('rejects an unknown subscriber with a NotifHttpError 404', async () => {
    const error = await rejection(api.client.getSubscriber('nobody'));
    expect(error).to.be.instanceOf(NotifHttpError);
    const http = error as NotifHttpError;
    expect(http.status).to.equal(404);
    expect(http.body?.message).to.equal('Subscriber with id nobody not found');
    expect(http.request).to.deep.equal({ method: 'GET', url: `${BASE_URL}/v1/subscribers/nobody` });
    expect(http.message).to.not.include(DEV_KEY);
    expect(api.requests).to.have.length(1);
  });

  it('sends a crypto.randomUUID idempotency key with each mutating call, a new one each time', async () => {
    expect(window.isSecureContext).to.equal(true);
    const ids = (await api.client.listFeed(ADA, { seen: false, limit: 2 })).data.map(
      (message) => message._id!,
    );
    await api.client.markMessagesAs(ADA, ids[0]!, 'seen');
    await api.client.markMessagesAs(ADA, ids[1]!, 'seen');
    const keys = api.sent('POST', /\/messages\/mark-as$/).map((r) => r.headers['idempotency-key']);
    expect(keys).to.have.length(2);
    for (const key of keys) expect(key).to.match(UUID);
    expect(keys[0]).to.not.equal(keys[1]);
    expect(api.requests[0]!.headers['idempotency-key']).to.equal(undefined);
  });

  it('takes the key from crypto.randomUUID itself', async () => {
    const made: string[] = [];
    const original = crypto.randomUUID;
    // An own property shadows Crypto.prototype.randomUUID for this test only.
    Object.defineProperty(crypto, 'randomUUID', {
      configurable: true,
      value: () => {
        const key =
          `00000000-0000-4000-8000-00000000000${made.length}` as `${string}-${string}-${string}-${string}-${string}`;
        made.push(key);
        return key;
      },
    });
    try {
      const client = new NotifClient({
        baseUrl: BASE_URL,
        auth: { apiKey: DEV_KEY },
        fetch: api.fetch,
        retry: false,
      });
      await client.trigger({ name: 'welcome', to: ADA });
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(crypto.randomUUID).to.equal(original);
    expect(made).to.deep.equal(['00000000-0000-4000-8000-000000000000']);
    expect(
      api.sent('POST', /\/events\/trigger$/).map((r) => [r.headers['idempotency-key'], r.status]),
    ).to.deep.equal([['00000000-0000-4000-8000-000000000000', 201]]);
  });
});
