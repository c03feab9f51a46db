// The guides teach routing a click with `event.detail.url`, the URL the card checked (docs/security.md), never with
// the raw `message.cta.data.url`, which may be `javascript:` and which some routers hand to `location.assign`. Every
// code block of the docs and README, and every example app, is read: a navigation built from the raw URL fails.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(folder: string, ends: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, folder))) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...filesUnder(path, ends));
    else if (ends.test(name)) out.push(path);
  }
  return out;
}

/** The code a file shows: a Markdown page's code blocks, any other file whole. */
function codeOf(file: string): string {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (!file.endsWith('.md')) return text;
  return [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]).join('\n');
}

const RAW_URL = /cta\??\.data\??\.url|cta\??\.\[?['"]?data/;
const NAVIGATION = /navigate|router|location|\.push\(|open\(|href\s*=|redirect\(/i;

describe('click routing in the docs and examples', () => {
  const files = [
    'README.md',
    ...filesUnder('docs', /\.(md|ts|tsx|mjs|js|vue|svelte|html)$/),
    ...filesUnder('test/consumers', /\.(ts|tsx|vue|svelte|html)$/),
    ...filesUnder('demo', /\.(ts|tsx|html)$/),
  ];

  it('never navigates with the raw message.cta.data.url', () => {
    const offending: string[] = [];
    for (const file of files) {
      for (const line of codeOf(file).split('\n'))
        if (RAW_URL.test(line) && NAVIGATION.test(line))
          offending.push(`${relative(ROOT, join(ROOT, file))}: ${line.trim()}`);
    }
    assert.deepEqual(offending, []);
  });

  it('the inbox, toasts and frameworks guides route with event.detail.url', () => {
    for (const guide of ['docs/guides/inbox.md', 'docs/guides/toasts.md', 'docs/guides/frameworks.md'])
      assert.match(codeOf(guide), /const \{ url \} = event\.detail;/, guide);
  });

  it('catches the navigation the guides used to teach', () => {
    const taught = "  router.navigate(event.detail.message.cta?.data?.url ?? '/');";
    assert.ok(RAW_URL.test(taught) && NAVIGATION.test(taught));
  });
});
