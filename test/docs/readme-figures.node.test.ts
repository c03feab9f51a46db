// The README's weight figures are the bench's last run (docs/benchmarks.md, which `npm run bench` writes): the
// settled weight of a Vite app with the inbox, and the first-load JavaScript of ours and of the two anchors.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const readme = readFileSync('README.md', 'utf8');
const benchmarks = readFileSync('docs/benchmarks.md', 'utf8');
const benchmarksSection = readme.split(/^## Benchmarks\s*$/m)[1]!.split(/^## /m)[0]!;

/** The first figure of the row of docs/benchmarks.md whose first cell starts with `label`. */
function benchFigure(label: string): string {
  const row = benchmarks.split('\n').find((line) => line.startsWith(`| ${label}`));
  assert.ok(row, `docs/benchmarks.md has no row for ${label}`);
  const figure = row.match(/\| ([\d.]+ KiB) \|/)?.[1];
  assert.ok(figure, `no figure in ${row}`);
  return figure;
}

describe("the README's benchmark figures", () => {
  it('give the settled weight of a Vite app with the inbox as the bench measured it', () => {
    const settled = benchmarksSection.match(/fetched ([\d.]+ KiB) of JavaScript until settled/)?.[1];
    assert.equal(settled, benchFigure('vite-app-inbox'));
  });

  it("give the first-load JavaScript of ours, Courier's and Novu's as the bench measured it", () => {
    const [ours, courier, novu] = [
      ...benchmarksSection.matchAll(/([\d.]+ KiB) for (?:our inbox|Courier's|Novu's)/g),
    ].map((match) => match[1]);
    assert.deepEqual(
      [ours, courier, novu],
      [benchFigure('notif-elements/inbox (&lt;notif-inbox>)'), benchFigure('Courier'), benchFigure('Novu')],
    );
  });
});
