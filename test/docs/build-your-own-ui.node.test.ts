// docs/build-your-own-ui.md shows the files of the consumer apps that npm test builds and runs
// (test/consumers/feed-apps.node.test.ts) exactly as they are, so no example on the page can rot.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

/** Each file the page shows, and the language of its code block. */
const SHOWN: [file: string, language: string][] = [
  ['feed-vanilla/src/session.ts', 'ts'],
  ['feed-vanilla/src/main.ts', 'ts'],
  ['feed-react/src/Inbox.tsx', 'tsx'],
  ['feed-react/src/main.tsx', 'tsx'],
  ['feed-vue/src/Inbox.vue', 'vue'],
  ['feed-svelte/src/Inbox.svelte', 'svelte'],
];

describe('docs/build-your-own-ui.md', () => {
  const page = readFileSync(new URL('../../docs/build-your-own-ui.md', import.meta.url), 'utf8');

  for (const [file, language] of SHOWN) {
    it(`shows test/consumers/${file} as it is`, () => {
      const text = readFileSync(new URL(`../consumers/${file}`, import.meta.url), 'utf8');
      assert.ok(
        page.includes(`\`\`\`${language}\n${text}\`\`\``),
        `the page's copy of ${file} differs from the file`,
      );
    });
  }

  it('takes the signed-in person from the same session.ts in every app', () => {
    const session = readFileSync(
      new URL('../consumers/feed-vanilla/src/session.ts', import.meta.url),
      'utf8',
    );
    for (const app of ['feed-react', 'feed-vue', 'feed-svelte'])
      assert.equal(
        readFileSync(new URL(`../consumers/${app}/src/session.ts`, import.meta.url), 'utf8'),
        session,
        app,
      );
  });
});
