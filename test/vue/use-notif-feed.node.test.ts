// The composable of notif-elements/vue in Node, where the feed never connects: its refs, a new feed only when the
// configuration's values change, disposal with the scope, and server rendering (docs/build-your-own-ui.md#vue).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSSRApp, defineComponent, effectScope, h, nextTick, ref } from 'vue';
import { renderToString } from 'vue/server-renderer';
import type { NotifFeedConfig } from '../../src/entries/feed.js';
import { useNotifFeed } from '../../src/vue/index.js';

const ADA = 'subscriber-ada';

describe('useNotifFeed (Vue)', () => {
  it('gives each field of the snapshot as a ref', () => {
    const scope = effectScope();
    const feed = scope.run(() => useNotifFeed({ subscriberId: ADA }))!;
    assert.deepEqual(feed.messages.value, []);
    assert.equal(feed.status.value, 'idle');
    assert.equal(feed.unseen.value, 0);
    assert.equal(feed.unread.value, 0);
    assert.equal(feed.hasMore.value, false);
    assert.equal(feed.tab.value, 'all');
    assert.equal(feed.error.value, undefined);
    assert.equal(feed.feed.value.getSnapshot().status, 'idle');
    scope.stop();
  });

  it('makes a new feed when the configuration’s values change, not when the object does', async () => {
    const config = ref<NotifFeedConfig>({ subscriberId: ADA, pageSize: 10 });
    const scope = effectScope();
    const { feed } = scope.run(() => useNotifFeed(config))!;
    const first = feed.value;
    config.value = { subscriberId: ADA, pageSize: 10 };
    await nextTick();
    assert.equal(feed.value, first, 'the same values made a new feed');
    config.value = { subscriberId: ADA, pageSize: 25 };
    await nextTick();
    assert.notEqual(feed.value, first);
    await assert.rejects(first.loadMore(), /after dispose\(\)/);
    scope.stop();
  });

  it('disposes its feed with its scope', async () => {
    const scope = effectScope();
    const { feed } = scope.run(() => useNotifFeed(() => ({ subscriberId: ADA })))!;
    const made = feed.value;
    scope.stop();
    await assert.rejects(made.refresh(), /after dispose\(\)/);
  });

  it('renders the empty state on a server, sending nothing', async () => {
    let fetches = 0;
    const fetch = async () => {
      fetches++;
      return new Response('{}');
    };
    const Inbox = defineComponent(() => {
      const { messages, status, unread } = useNotifFeed({ subscriberId: ADA, fetch });
      return () =>
        h('section', [
          h('p', `${status.value}, ${unread.value} unread`),
          h(
            'ul',
            messages.value.map((message) => h('li', { key: message._id }, String(message.subject))),
          ),
        ]);
    });
    assert.equal(
      await renderToString(createSSRApp(Inbox)),
      '<section><p>idle, 0 unread</p><ul></ul></section>',
    );
    assert.equal(fetches, 0);
  });
});
