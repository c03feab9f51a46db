// Every relative link of the README, CONTRIBUTING and docs/ leads somewhere: the file exists, and an `#anchor` is a
// heading of the page it points into, by GitHub's slug rules. The checker is tried on pages broken on purpose first,
// so a checker that finds nothing cannot pass for documents that are whole.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { anchorsOf, brokenLinks, githubSlug, linksOf } from '../support/markdown-links.js';

const ROOT = process.cwd();

/** README.md, CONTRIBUTING.md and every Markdown page under docs/, relative to the repository's root. */
function documents(): string[] {
  const pages = readdirSync(join(ROOT, 'docs'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file));
  return ['README.md', 'CONTRIBUTING.md', ...pages].sort();
}

describe('Markdown links: the checker', () => {
  const work = mkdtempSync(join(tmpdir(), 'markdown-links-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('makes the anchors GitHub makes', () => {
    assert.equal(githubSlug('The service worker: `notif-sw.js`'), 'the-service-worker-notif-swjs');
    assert.equal(
      githubSlug('React 18 and 19: `notif-elements/react`'),
      'react-18-and-19-notif-elementsreact',
    );
    assert.equal(githubSlug('2, 3. Integrations'), '2-3-integrations');
    assert.equal(githubSlug('`<notif-inbox>`'), 'notif-inbox');
    assert.equal(
      githubSlug('A [linked](x.md) heading - with_underscore'),
      'a-linked-heading---with_underscore',
    );
    assert.deepEqual(
      [...anchorsOf('# Setup\n## Usage\n```\n# not a heading\n```\n## Usage\n<a id="top"></a>\n')],
      ['setup', 'usage', 'usage-1', 'top'],
    );
  });

  it('reads inline and reference links, and none inside code', () => {
    const page = [
      'See [a](a.md) and ![b](img/b.png "title").',
      'Not `[e](e.md)`, nor <!-- [f](f.md) -->.',
      '```md',
      '[g](g.md)',
      '```',
      '[h]: h.md',
    ].join('\n');
    assert.deepEqual(linksOf(page), [
      { line: 1, target: 'a.md' },
      { line: 1, target: 'img/b.png' },
      { line: 6, target: 'h.md' },
    ]);
  });

  it('reports a missing file, a missing heading and an anchor into a folder, and nothing else', () => {
    mkdirSync(join(work, 'guides'));
    writeFileSync(join(work, 'guides', 'target.md'), '# Target\n## The `part` of it\n');
    writeFileSync(
      join(work, 'page.md'),
      [
        '# Page',
        '[fine](guides/target.md#the-part-of-it), [here](#page), [site](https://example.com/x.md#nowhere)',
        '[gone](guides/missing.md)',
        '[no heading](guides/target.md#the-whole)',
        '[folder](guides/#target)',
        '[no heading here](#elsewhere)',
      ].join('\n'),
    );
    assert.deepEqual(brokenLinks(work, ['page.md']), [
      { file: 'page.md', line: 3, target: 'guides/missing.md', problem: 'guides/missing.md does not exist' },
      {
        file: 'page.md',
        line: 4,
        target: 'guides/target.md#the-whole',
        problem: 'guides/target.md has no heading #the-whole',
      },
      {
        file: 'page.md',
        line: 5,
        target: 'guides/#target',
        problem: '#target points into a folder, not a page',
      },
      { file: 'page.md', line: 6, target: '#elsewhere', problem: 'page.md has no heading #elsewhere' },
    ]);
  });
});

describe('Markdown links: the documents', () => {
  it('checks the README, CONTRIBUTING and every page of docs/', () => {
    const files = documents();
    assert.ok(files.includes('docs/README.md') && files.includes('docs/elements/notif-inbox.md'));
    assert.ok(files.length > 15, `only ${files.length} documents found`);
  });

  it('has no link to a file or heading that does not exist', () => {
    const broken = brokenLinks(ROOT, documents()).map(
      ({ file, line, target, problem }) => `${file}:${line}: (${target}) ${problem}`,
    );
    assert.deepEqual(broken, []);
  });
});
