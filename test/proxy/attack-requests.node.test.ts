// Attacks on the inbox proxy from the browser's side (docs/security.md): path, query, method and header tricks by
// a signed-in Ada who wants more than her own inbox. Per case: what reached the service (nothing, or exactly
// Ada's route with the documented parameters and no header of the browser's) and what the browser got.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  ADA,
  assertForwarded,
  assertSafeAnswer,
  BASE,
  CREDENTIALS,
  FEED,
  GRACE,
  MARK,
  route,
  startAttackBench,
  UNSEEN,
  type AttackBench,
  type BrowserRequest,
} from '../support/proxy-attack.js';

interface RequestCase extends BrowserRequest {
  name: string;
  path: string;
  status: number;
  /** What the service must have received; absent when it must have received nothing. */
  forwarded?: { method: string; path: string; search: string };
}

const ROUTE_REFUSED = 'This route is not available through the inbox proxy';
const NOT_YOURS = 'Only your own subscriber is available';
const FEED_PATH = `/v1/subscribers/${ADA}/notifications/feed`;
const UNSEEN_PATH = `/v1/subscribers/${ADA}/notifications/unseen`;
const MARK_PATH = `/v1/subscribers/${ADA}/messages/mark-as`;
const A_MARK = { messageId: 'message-1', markAs: 'seen' };

const pathCases: RequestCase[] = [
  { name: "Grace's feed", path: route(GRACE, '/notifications/feed'), status: 403 },
  { name: "Grace's unseen count", path: route(GRACE, '/notifications/unseen'), status: 403 },
  {
    name: "Grace's mark-as",
    method: 'POST',
    path: route(GRACE, '/messages/mark-as'),
    body: A_MARK,
    status: 403,
  },
  {
    name: "Grace's credentials",
    method: 'PATCH',
    path: route(GRACE, '/credentials'),
    body: { providerId: 'fcm', credentials: { deviceTokens: ['x'] } },
    status: 403,
  },
  {
    name: 'dot-dot from Ada to Grace',
    path: `${route(ADA, '')}/../${GRACE}/notifications/feed`,
    status: 403,
  },
  {
    name: 'encoded dot-dot segment',
    path: `${route(ADA, '')}/%2e%2e/${GRACE}/notifications/feed`,
    status: 403,
  },
  {
    name: 'encoded slash and dot-dot in the id',
    path: route(`${ADA}%2F..%2F${GRACE}`, '/notifications/feed'),
    status: 403,
  },
  {
    name: 'encoded slash and dot-dot, Grace first',
    path: route(`${GRACE}%2F..%2F${ADA}`, '/notifications/feed'),
    status: 403,
  },
  { name: 'dot-dot then Grace in the id', path: route(`..%2F${GRACE}`, '/notifications/feed'), status: 403 },
  { name: 'a NUL after the id', path: route(`${ADA}%00`, '/notifications/feed'), status: 403 },
  { name: 'a space after the id', path: route(`${ADA}%20`, '/notifications/feed'), status: 403 },
  { name: 'the id in upper case', path: route(ADA.toUpperCase(), '/notifications/feed'), status: 403 },
  { name: 'an encoded dot-dot as the id', path: route('%2E%2E', '/notifications/feed'), status: 403 },
  { name: 'an empty id segment', path: `${BASE}/v1/subscribers//${GRACE}/notifications/feed`, status: 403 },
  {
    name: 'an id that is not valid percent-encoding',
    path: route('%E0%A4%A', '/notifications/feed'),
    status: 400,
  },
  { name: 'the environment’s integrations', path: `${BASE}/v1/integrations`, status: 403 },
  { name: 'the event log', path: `${BASE}/v1/notifications`, status: 403 },
  { name: 'Ada’s whole subscriber record', path: route(ADA, ''), status: 403 },
  {
    name: 'the trigger',
    method: 'POST',
    path: `${BASE}/v1/events/trigger`,
    body: { name: 'welcome', to: ADA },
    status: 403,
  },
  { name: 'the feed with a trailing slash', path: `${FEED}/`, status: 403 },
  { name: 'a path below the feed', path: `${FEED}/extra`, status: 403 },
  { name: 'a matrix parameter on the feed', path: `${FEED};subscriberId=${GRACE}`, status: 403 },
  { name: 'an encoded slash inside the route', path: route(ADA, '/notifications%2Ffeed'), status: 403 },
  {
    name: 'encoded backslashes and dot-dot in the id',
    path: route(`${ADA}%5C..%5C${GRACE}`, '/notifications/feed'),
    status: 403,
  },
  {
    name: 'a look-alike mount point',
    path: `/api/notifx/v1/subscribers/${ADA}/notifications/feed`,
    status: 403,
  },
  { name: 'the mount point alone', path: BASE, status: 403 },
  {
    name: 'the mount point in upper case',
    path: `/API/NOTIF/v1/subscribers/${ADA}/notifications/feed`,
    status: 403,
  },
  {
    name: 'dot-dot out of the mount point and back',
    path: `${BASE}/../api/notif/v1/subscribers/${GRACE}/notifications/feed`,
    status: 403,
  },
  { name: 'nobody signed in', path: FEED, as: null, status: 401 },
  { name: 'an unknown session', path: FEED, as: 'stolen-session', status: 401 },
  {
    name: "Ada's own id, percent-encoded (allowed: it is hers)",
    path: route('subscriber%2Dada', '/notifications/unseen'),
    status: 200,
    forwarded: { method: 'GET', path: UNSEEN_PATH, search: '' },
  },
];

const queryCases: RequestCase[] = [
  {
    name: '?subscriberId= another subscriber',
    path: `${FEED}?subscriberId=${GRACE}`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '' },
  },
  {
    name: '?_method=DELETE',
    path: `${FEED}?_method=DELETE`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '' },
  },
  {
    name: '?/../../ a path in the query',
    path: `${FEED}?/../../v1/integrations`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '' },
  },
  {
    name: 'a repeated limit: the first one only',
    path: `${FEED}?limit=5&limit=50`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '?limit=5' },
  },
  {
    name: 'documented and undocumented mixed',
    path: `${FEED}?page=1&foo=bar&read=false&apiKey=x`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '?page=1&read=false' },
  },
  {
    name: 'every feed parameter',
    path: `${FEED}?page=0&limit=2&read=false&seen=true`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '?page=0&limit=2&read=false&seen=true' },
  },
  {
    name: 'array syntax',
    path: `${FEED}?limit[]=2&seen[]=true`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '' },
  },
  {
    name: 'an encoded ampersand inside a value: no integer, refused before it is sent',
    path: `${FEED}?limit=2%26subscriberId%3D${GRACE}`,
    status: 400,
  },
  // `page` and `limit` are checked as the client checks them (api/rules/feed.ts), before the service sees them.
  { name: 'a limit over the largest page', path: `${FEED}?limit=5000`, status: 400 },
  { name: 'a limit of 0', path: `${FEED}?limit=0`, status: 400 },
  { name: 'a negative page', path: `${FEED}?page=-1`, status: 400 },
  { name: 'a page that is no integer', path: `${FEED}?page=1e9`, status: 400 },
  { name: 'a fractional limit', path: `${FEED}?limit=2.5`, status: 400 },
  { name: 'a seen that is no boolean on the count', path: `${UNSEEN}?seen=1`, status: 400 },
  {
    name: 'a wrong limit after a right one: the first one only, and it is right',
    path: `${FEED}?limit=5&limit=5000`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '?limit=5' },
  },
  {
    name: 'a percent-encoded parameter name',
    path: `${FEED}?lim%69t=3`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '?limit=3' },
  },
  {
    name: 'the feed’s limit on the unseen count',
    path: `${UNSEEN}?seen=false&limit=99&read=true`,
    status: 200,
    forwarded: { method: 'GET', path: UNSEEN_PATH, search: '?seen=false' },
  },
  {
    name: 'a subscriber on the unseen count',
    path: `${UNSEEN}?seen=false&subscriberId=${GRACE}`,
    status: 200,
    forwarded: { method: 'GET', path: UNSEEN_PATH, search: '?seen=false' },
  },
  {
    name: '?markAs= on mark-as',
    method: 'POST',
    path: `${MARK}?markAs=unread&messageId=x`,
    body: A_MARK,
    status: 201,
    forwarded: { method: 'POST', path: MARK_PATH, search: '' },
  },
  {
    name: '?providerId= on credentials',
    method: 'PATCH',
    path: `${CREDENTIALS}?providerId=slack`,
    body: { providerId: 'fcm', credentials: { deviceTokens: ['query-token'] } },
    status: 200,
    forwarded: { method: 'PATCH', path: `/v1/subscribers/${ADA}/credentials`, search: '' },
  },
  {
    name: 'an encoded dot-dot as a name',
    path: `${FEED}?%2e%2e%2f%2e%2e=1`,
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '' },
  },
];

const methodCases: RequestCase[] = [
  { name: 'HEAD on the feed', method: 'HEAD', path: FEED, status: 403 },
  {
    name: 'a CORS preflight',
    method: 'OPTIONS',
    path: MARK,
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    status: 403,
  },
  { name: 'POST on the feed', method: 'POST', path: FEED, body: A_MARK, status: 403 },
  { name: 'DELETE on the feed', method: 'DELETE', path: FEED, status: 403 },
  { name: 'PATCH on the unseen count', method: 'PATCH', path: UNSEEN, body: {}, status: 403 },
  { name: 'GET on mark-as', path: MARK, status: 403 },
  { name: 'PUT on mark-as', method: 'PUT', path: MARK, body: A_MARK, status: 403 },
  { name: 'PATCH on mark-as', method: 'PATCH', path: MARK, body: A_MARK, status: 403 },
  { name: 'GET on credentials', path: CREDENTIALS, status: 403 },
  { name: 'POST on credentials', method: 'POST', path: CREDENTIALS, body: {}, status: 403 },
  { name: 'DELETE on credentials', method: 'DELETE', path: CREDENTIALS, status: 403 },
  { name: 'PROPFIND', method: 'PROPFIND', path: FEED, status: 403 },
  {
    name: 'POST on the feed with ?_method=GET',
    method: 'POST',
    path: `${FEED}?_method=GET`,
    body: {},
    status: 403,
  },
  {
    name: 'POST on the feed overridden to GET by a header',
    method: 'POST',
    path: FEED,
    headers: { 'x-http-method-override': 'GET' },
    body: {},
    status: 403,
  },
  {
    name: 'GET on the feed overridden to DELETE: a GET, without the header',
    path: FEED,
    headers: { 'x-http-method-override': 'DELETE', 'x-method-override': 'DELETE' },
    status: 200,
    forwarded: { method: 'GET', path: FEED_PATH, search: '' },
  },
  {
    name: 'mark-as overridden to PATCH by a header: a POST, without the header',
    method: 'POST',
    path: MARK,
    headers: { 'x-http-method-override': 'PATCH' },
    body: A_MARK,
    status: 201,
    forwarded: { method: 'POST', path: MARK_PATH, search: '' },
  },
];

/** Headers a browser (or something in front of it) may add, each of which must stay behind. */
const TRICK_HEADERS: Record<string, string> = {
  authorization: 'Bearer browser-session-token',
  'proxy-authorization': 'Basic YWRhOmFkYQ==',
  'x-api-key': 'local-prod-api-key',
  'x-forwarded-for': '169.254.169.254',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'gopher',
  forwarded: 'for=10.0.0.1;host=evil.example',
  'x-real-ip': '10.0.0.1',
  'x-original-url': '/v1/integrations',
  'x-rewrite-url': '/v1/integrations',
  'x-subscriber-id': GRACE,
  'x-environment-id': 'production',
  'idempotency-replay': 'true',
  referer: 'https://evil.example/page',
  'user-agent': 'evil-agent/1.0',
  accept: 'text/html',
};

const headerCases: RequestCase[] = [
  ...Object.entries(TRICK_HEADERS).map(([name, value]): RequestCase => ({
    name: `${name}: ${value}`,
    path: `${UNSEEN}?seen=false`,
    headers: { [name]: value },
    status: 200,
    forwarded: { method: 'GET', path: UNSEEN_PATH, search: '?seen=false' },
  })),
  {
    name: "the production environment's key as the browser's Authorization",
    path: `${UNSEEN}?seen=false`,
    headers: { authorization: 'ApiKey local-prod-api-key' },
    status: 200,
    forwarded: { method: 'GET', path: UNSEEN_PATH, search: '?seen=false' },
  },
  {
    name: 'a Host of another site',
    path: `${UNSEEN}?seen=false`,
    headers: { host: 'evil.example' },
    status: 200,
    forwarded: { method: 'GET', path: UNSEEN_PATH, search: '?seen=false' },
  },
  {
    name: 'every trick header at once, on mark-as',
    method: 'POST',
    path: MARK,
    headers: TRICK_HEADERS,
    body: A_MARK,
    status: 201,
    forwarded: { method: 'POST', path: MARK_PATH, search: '' },
  },
];

describe('inbox proxy attacks: the browser asks for more', () => {
  let bench: AttackBench;
  before(async () => (bench = await startAttackBench()));
  after(() => bench.close());
  beforeEach(() => bench.reset());

  async function run(attack: RequestCase): Promise<void> {
    const { name: _name, path, status, forwarded, ...request } = attack;
    const reply = await bench.send(path, request);
    // What reached the service first: that is the attack's aim.
    if (!forwarded) {
      assert.deepEqual(bench.upstream.received, [], 'nothing reached the service');
    } else {
      assert.equal(bench.upstream.received.length, 1);
      const [received] = bench.upstream.received;
      assert.deepEqual(
        { method: received!.method, path: received!.path, search: received!.search },
        forwarded,
      );
      assertForwarded(received!);
      assert.equal(received!.headers.cookie, undefined, 'the session cookie stays behind');
      assert.equal(received!.headers.accept, 'application/json');
      for (const [name, value] of Object.entries(attack.headers ?? {})) {
        assert.equal(
          JSON.stringify(received!.headers).includes(value),
          false,
          `${name}: ${value} was forwarded`,
        );
      }
    }
    assert.equal(reply.status, status, reply.text);
    if (status === 403 && !forwarded && request.method !== 'HEAD')
      assert.ok([ROUTE_REFUSED, NOT_YOURS].includes(reply.json.message), reply.json.message);
    if (status === 400 && !forwarded && path.includes('?'))
      assert.match(
        reply.json.message,
        /^(page|limit|seen) must /,
        'names the wrong field as the client does',
      );
    if (forwarded?.path === UNSEEN_PATH && status === 200) {
      // Development's count for Ada: no other environment's key or subscriber was used.
      assert.deepEqual(reply.json, { count: 8 });
    }
    assertSafeAnswer(reply, bench.rejections, request.method);
  }

  describe(`path tricks (${pathCases.length} cases)`, () => {
    for (const attack of pathCases) it(attack.name, () => run(attack));
  });
  describe(`query tricks (${queryCases.length} cases)`, () => {
    for (const attack of queryCases) it(attack.name, () => run(attack));
  });
  describe(`method tricks (${methodCases.length} cases)`, () => {
    for (const attack of methodCases) it(attack.name, () => run(attack));
  });
  describe(`header tricks (${headerCases.length} cases)`, () => {
    for (const attack of headerCases) it(attack.name, () => run(attack));
  });
});
