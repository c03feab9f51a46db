// What `npm pack` puts in the package, from the files the build wrote (npm test builds first).
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface PackResult {
  entryCount: number;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }),
) as PackResult[];
const shipped = new Set(pack.files.map((file) => file.path));
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));

/** Every file an `exports` entry points at, for every condition. */
function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/^\.\//, '')];
  return Object.values(value as Record<string, unknown>).flatMap(exportTargets);
}

describe('npm pack', () => {
  it('ships the licence, the readme, the manifest, the built code and its types', () => {
    for (const file of [
      'LICENSE',
      'README.md',
      'package.json',
      'custom-elements.json',
      'dist/index.js',
      'dist/react/index.js',
      'dist/feed.js',
      'dist/vue.js',
      'dist/notif-sw.js',
      'dist/notif-elements.standalone.js',
      'dist/types/index.d.ts',
      'dist/types/react/index.d.ts',
      'dist/types/entries/feed.d.ts',
      'dist/types/vue/index.d.ts',
      'dist/jsx/index.d.ts',
      'dist/jsx/preact.d.ts',
      'dist/jsx/vue.d.ts',
    ]) {
      assert.ok(shipped.has(file), `${file} is not in the package`);
    }
  });

  it('ships every file that exports, main, types and customElements name', () => {
    const named = [
      ...exportTargets(manifest.exports),
      ...[manifest.main, manifest.module, manifest.types, manifest.customElements].map((f: string) =>
        f.replace(/^\.\//, ''),
      ),
    ];
    assert.deepEqual(
      named.filter((file) => !shipped.has(file)),
      [],
    );
  });

  it('ships no TypeScript sources, tests, stories, scripts, source maps or dependencies', () => {
    const unwanted = [...shipped].filter(
      (file) =>
        /^(src|test|stories|scripts|demo|node_modules|\.storybook)\//.test(file) ||
        /\.map$/.test(file) ||
        (/\.ts$/.test(file) && !/\.d\.ts$/.test(file)),
    );
    assert.deepEqual(unwanted, []);
  });

  it('depends on Lit alone: the local API and its server packages are for development only', () => {
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), [
      '@lit/context',
      '@lit/react',
      'lit',
    ]);
    assert.ok(manifest.devDependencies['notif-local-api'], 'the demo, tests and stories need the local API');
    assert.equal(manifest.bin, undefined, 'the notif-local-api command belongs to the local-api workspace');
    assert.ok(
      !Object.keys(manifest.exports).some((entry) => entry.includes('local-api')),
      'an export names the local API',
    );
    assert.deepEqual(
      [...shipped].filter((file) => /local-api|hono|valibot/.test(file)),
      [],
    );
  });

  it('has no install-time scripts that make package managers warn', () => {
    for (const name of ['prepare', 'preinstall', 'install', 'postinstall']) {
      assert.equal(manifest.scripts[name], undefined, `package.json has a "${name}" script`);
    }
  });

  it('ships every image the README shows, by a path in the repository', () => {
    const readme = readFileSync('README.md', 'utf8');
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map(([, url]) => url);
    assert.ok(images.length > 0);
    for (const url of images) {
      // A relative path loads from the repository wherever the README is read (its host, the registry's page,
      // a clone), never from a CDN copy of an older release.
      assert.doesNotMatch(url, /^[a-z]+:|^\/\//i, `${url} is not a path in the repository`);
      assert.ok(existsSync(url), `${url} (shown in the README) is not in the repository`);
      assert.ok(shipped.has(url), `${url} (shown in the README) is not in the package`);
    }
  });

  it('stays well under what it used to weigh (219 files, 523 KB packed, 1.96 MB unpacked)', (t) => {
    t.diagnostic(
      `npm pack: ${pack.entryCount} files, ${pack.size} B packed, ${pack.unpackedSize} B unpacked`,
    );
    // The built-in translations add about 290 KB: nine locales in each of the three builds
    // (for bundlers, its development files, and the standalone script's folder). The headless feed, the Vue
    // composable, the toasts, a React module per component, and the inbox's grouped rows and selection add about
    // 90 KB more across the builds and types; the proxy's mounts, its bounds under load and the push address
    // checks about 25 KB more; the live channel (the proxy's hub and live route, the Redis broadcast, the store's
    // stream) about 40 KB more, most of it their declarations with their doc comments. The manifest is written
    // without its indentation (scripts/compact-manifest.mjs), 62 KB less, and the guard came down with it.
    assert.ok(pack.unpackedSize < 1_900_000, `${pack.unpackedSize} B unpacked`);
  });
});
