// A Vite app that renders its own list from the headless feed (notif-elements/feed: no Lit, no element), a subject
// per message: weighed by every chunk of its build, and loaded until its list shows.
import { CONFIG_OPTIONS } from './page-parts.mjs';

/** @type {import('../page-weight.mjs').PageScript} */
export default {
  app: {
    main: `import { createNotifFeed } from 'notif-elements/feed';
const feed = createNotifFeed(${JSON.stringify(CONFIG_OPTIONS)});
const list = document.querySelector('ul');
feed.subscribe(({ messages }) =>
  list.replaceChildren(
    ...messages.map((message) => Object.assign(document.createElement('li'), { textContent: message.subject ?? '' })),
  ),
);
`,
  },
  body: '<ul></ul>',
  shows: function feedListShown() {
    return !!document.querySelector('li')?.textContent?.trim();
  },
};
