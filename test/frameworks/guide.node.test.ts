// docs/guides/frameworks.md shows the starters' files as they are: each code block introduced by a starter's path
// (`test/frameworks/<app>/<file>`:) must be that file exactly, so the guide teaches what `npm run test:frameworks`
// builds and drives. The guide must also show a file of each of the six starters.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { frameworkApps } from './apps.js';

const guide = readFileSync('docs/guides/frameworks.md', 'utf8');
const shown = [...guide.matchAll(/`(test\/frameworks\/[^`]+)`[^\n]*:\n\n```[a-z]*\n([\s\S]*?)```\n/g)].map(
  ([, path, code]) => ({ path: path!, code: code! }),
);

it('shows each starter file it names exactly as the starter has it', () => {
  assert.ok(shown.length > 0, 'the guide names no starter file before a code block');
  for (const { path, code } of shown)
    assert.equal(code, readFileSync(path, 'utf8'), `${path} differs from the guide`);
});

it('shows a file of every starter', () => {
  const apps = new Set(shown.map(({ path }) => path.split('/')[2]));
  assert.deepEqual(
    frameworkApps.map(({ name }) => name).filter((name) => !apps.has(name)),
    [],
  );
});
