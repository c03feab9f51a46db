import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as wrappers from '../../src/react/index.js';

describe('notif-elements/react on the server', () => {
  it('imports and renders every component to HTML without a DOM', () => {
    const html = renderToString(
      createElement(
        wrappers.NotifProvider,
        { baseUrl: '/api/notif', subscriberId: 'subscriber-ada' },
        createElement(wrappers.NotifInbox, { mode: 'inline', onNotifMarked: () => {} }),
        createElement(wrappers.NotifPushRegister, { providerId: 'push-webhook' }),
        createElement(wrappers.NotifActivity, {}),
        createElement(wrappers.NotifMessage, {}),
        createElement(wrappers.NotifToasts, { position: 'top-end', onNotifMessageClick: () => {} }),
      ),
    );
    // Properties are set on the element once React hydrates it in the browser; the server sends the bare tags.
    assert.equal(
      html,
      '<notif-provider><notif-inbox></notif-inbox><notif-push-register></notif-push-register>' +
        '<notif-activity></notif-activity><notif-message></notif-message><notif-toasts></notif-toasts></notif-provider>',
    );
  });

  it('has an onNotif… prop for every event the manifest lists, and no other', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    // One module per component, named after its tag (so an app carries only the elements it renders), each with its
    // wrap() call, which takes the tag from the element's class.
    const components = new Map(
      readdirSync('src/react')
        .filter((file) => file.startsWith('notif-'))
        .map((file) => [file.replace(/\.ts$/, ''), readFileSync(`src/react/${file}`, 'utf8')]),
    );
    const propName = (event: string) =>
      'on' + event.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
    for (const module of manifest.modules) {
      for (const element of module.declarations ?? []) {
        if (!element.customElement || element.tagName === 'notif-activity-detail') continue;
        const call = components
          .get(element.tagName)
          ?.match(
            new RegExp(
              `import \\{ ${element.name} as (\\w+) \\}[^]*wrap\\(\\1(?:, \\{([^}]*)\\})?(?:, \\{[^}]*\\})?\\)`,
            ),
          );
        assert.ok(call, `no React component for <${element.tagName}>`);
        const expected = (element.events ?? []).map((e: { name: string }) => propName(e.name)).sort();
        const actual = [...(call[2] ?? '').matchAll(/on\w+/g)].map(([p]) => p).sort();
        assert.deepEqual(actual, expected, `<${element.tagName}>`);
      }
    }
  });
});
