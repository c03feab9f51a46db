// The feed hooks of notif-elements/react rendered on a server: the empty state, from getServerSnapshot, and no
// request (docs/build-your-own-ui.md#react).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { useNotifCounts, useNotifFeed } from '../../src/react/index.js';

describe('useNotifFeed and useNotifCounts on the server', () => {
  it('render the empty state and send nothing', () => {
    let fetches = 0;
    const fetch = async () => {
      fetches++;
      return new Response('{}');
    };
    function Inbox() {
      const { messages, status, hasMore, unread } = useNotifFeed({ subscriberId: 'subscriber-ada', fetch });
      const { unseen } = useNotifCounts({ subscriberId: 'subscriber-ada', fetch });
      return createElement(
        Fragment,
        null,
        createElement('p', null, `${status}, ${unread} unread, ${unseen} unseen, more: ${hasMore}`),
        createElement(
          'ul',
          null,
          messages.map((message) => createElement('li', { key: message._id }, message.subject)),
        ),
      );
    }
    assert.equal(
      renderToString(createElement(Inbox)),
      '<p>idle, 0 unread, 0 unseen, more: false</p><ul></ul>',
    );
    assert.equal(fetches, 0);
  });

  it('throw the validation error of a wrong configuration, naming the field', () => {
    function Broken() {
      useNotifFeed({ subscriberId: 'subscriber-ada', baseUrl: 'api.example.com' });
      return null;
    }
    assert.throws(() => renderToString(createElement(Broken)), /baseUrl must be an http\(s\) URL/);
  });
});
