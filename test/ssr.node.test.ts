/**
 * Server rendering: a server (SSR, a Node script, a test runner) can import the browser entry point, and every
 * element renders with `@lit-labs/ssr` the state a browser first shows, so hydration changes nothing visible.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, type TemplateResult } from 'lit';

const BASE = 'http://127.0.0.1:4100';
const NOT_CONFIGURED = 'Set a subscriber-id';

/** The markup of `template` as a server sends it, without Lit's hydration comments, whitespace collapsed. */
async function serverMarkup(template: TemplateResult): Promise<string> {
  const markup = await collectResult(render(template));
  return markup
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<style>[^]*?<\/style>/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ >/g, '>');
}

/** The markup of the shadow root of the first element named `tag`. */
function shadowOf(markup: string, tag: string): string {
  const start = markup.indexOf(`<${tag}`);
  assert.notEqual(start, -1, `<${tag}> rendered`);
  const open = markup.indexOf('<template shadowroot', start);
  return markup.slice(open, markup.indexOf('</template>', open));
}

it('imports notif-elements in Node without a DOM', async () => {
  assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
  const library = await import('../src/index.js');
  assert.equal(typeof library.NotifClient, 'function');
  assert.equal(typeof library.NotifInbox, 'function');
  assert.equal(typeof library.NotifActivity, 'function');
});

describe('server rendering with @lit-labs/ssr', () => {
  before(async () => {
    await import('../src/index.js');
  });

  it('renders a configured inline inbox keeping its list’s room, busy, not as misconfigured', async () => {
    const markup = await serverMarkup(
      html`<notif-inbox base-url=${BASE} subscriber-id="subscriber-ada" mode="inline"></notif-inbox>`,
    );
    const shadow = shadowOf(markup, 'notif-inbox');
    assert.ok(!shadow.includes(NOT_CONFIGURED), 'no misconfiguration text');
    // The panel renders in the browser, with its code and styles: the server sends the room it takes.
    assert.match(shadow, /<div class="panel-pending" aria-busy="true">/);
  });

  it('renders a configured popover inbox as a closed bell, its live region beside it, and no panel', async () => {
    const markup = await serverMarkup(
      html`<notif-inbox base-url=${BASE} subscriber-id="subscriber-ada"></notif-inbox>`,
    );
    const shadow = shadowOf(markup, 'notif-inbox');
    assert.match(shadow, /<button part="bell"[^>]*aria-expanded="false"[^>]*aria-label="Notifications"/);
    assert.ok(!shadow.includes('part="badge"'), 'no badge before the count is known');
    assert.ok(!shadow.includes('part="panel"'), 'a closed bell renders no panel');
    assert.ok(!shadow.includes(NOT_CONFIGURED));
    assert.ok(shadow.indexOf('aria-live="polite"') > shadow.indexOf('part="bell"'), 'the polite live region');
  });

  it('renders an inbox configured by its provider busy too (the server cannot see the provider)', async () => {
    const markup = await serverMarkup(
      html`<notif-provider base-url=${BASE} subscriber-id="subscriber-ada">
        <notif-inbox mode="inline"></notif-inbox>
      </notif-provider>`,
    );
    assert.match(shadowOf(markup, 'notif-provider'), /<slot><\/slot>/);
    const inbox = shadowOf(markup, 'notif-inbox');
    assert.ok(!inbox.includes(NOT_CONFIGURED));
    assert.match(inbox, /class="panel-pending"/);
  });

  it('renders a message with its subject, content, time and unseen state, content as text', async () => {
    const message = {
      _id: 'm1',
      subject: '<img src=x onerror=alert(1)> mentioned you',
      content: 'Your invoice is ready',
      read: false,
      seen: false,
      channel: 'in_app',
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const shadow = shadowOf(
      await serverMarkup(html`<notif-message .message=${message}></notif-message>`),
      'notif-message',
    );
    assert.match(shadow, /part="subject"[^>]*>&lt;img src=x onerror=alert\(1\)&gt; mentioned you</);
    assert.ok(!shadow.includes('<img src=x'), 'markup from the API is never markup');
    assert.match(shadow, /Your invoice is ready/);
    assert.match(shadow, /<span part="unseen-indicator" class="visually-hidden">New<\/span>/);
    assert.match(shadow, /<time part="time" datetime="2026-11-01T10:00:00.000Z"/);
  });

  it('renders the push button labelled, not actionable until the browser knows permission and support', async () => {
    const shadow = shadowOf(
      await serverMarkup(
        html`<notif-push-register
          base-url=${BASE}
          subscriber-id="subscriber-ada"
          provider-id="fcm"
        ></notif-push-register>`,
      ),
      'notif-push-register',
    );
    assert.match(shadow, /<button[^>]*part="button"[^>]*aria-disabled="true"/);
    assert.match(shadow, /<span part="label">Enable notifications<\/span>/);
  });

  it('renders the activity log loading, with no option or checkbox written as selected or checked="false"', async () => {
    const shadow = shadowOf(
      await serverMarkup(
        html`<notif-activity base-url=${BASE} api-key="local-dev-api-key"></notif-activity>`,
      ),
      'notif-activity',
    );
    assert.match(shadow, /<p part="loading" role="status">Loading events…<\/p>/);
    assert.match(shadow, /<legend>Channels<\/legend>/);
    assert.ok(!/selected="|checked="/.test(shadow), 'boolean attributes, present only when true');
    assert.match(shadow, /<option value="10" selected>/, 'the default page size is the selected one');
    assert.match(shadow, /type="checkbox" name="channels" value="in_app"/, 'the channels as checkboxes');
    assert.doesNotMatch(shadow, /value="in_app" checked/, 'no channel is checked by default');
  });

  it('renders the toasts as their empty live region alone: no stack until something arrives', async () => {
    const shadow = shadowOf(
      await serverMarkup(
        html`<notif-toasts
          base-url=${BASE}
          subscriber-id="subscriber-ada"
          position="top-start"
        ></notif-toasts>`,
      ),
      'notif-toasts',
    );
    assert.match(shadow, /role="status" aria-live="polite"/);
    assert.ok(!shadow.includes('part="stack"'), 'no stack before a toast');
  });

  it('renders an event’s detail with its facts and jobs', async () => {
    const notification = {
      _id: 'n1',
      transactionId: 'tx-server-1',
      channels: ['email'],
      subscriber: { subscriberId: 'subscriber-ada', firstName: 'Ada', lastName: 'Lovelace' },
      jobs: [{ _id: 'j1', type: 'email', status: 'completed', executionDetails: [] }],
    };
    const shadow = shadowOf(
      await serverMarkup(html`<notif-activity-detail .notification=${notification}></notif-activity-detail>`),
      'notif-activity-detail',
    );
    assert.match(shadow, /tx-server-1/);
    assert.match(shadow, /Ada Lovelace/);
    assert.match(shadow, /1 job/);
  });
});
