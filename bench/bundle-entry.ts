/**
 * Bundles one entry the way an application ships it — a Vite production build, minified — and weighs the
 * JavaScript a browser fetches for it: each emitted file at gzip -9. The same function weighs our pages and the
 * anchors' pages, so their figures compare like with like.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

/** One emitted JavaScript file. */
export interface BundledFile {
  /** Path inside the output folder. */
  file: string;
  /** Minified bytes. */
  bytes: number;
  /** Bytes at gzip -9. */
  gzip: number;
  /** `initial`: fetched when the page loads (the entry and what it imports statically); `lazy`: imported later. */
  loads: 'initial' | 'lazy';
}

/** What one entry weighs. */
export interface Bundle {
  /** The output folder (a page built from an HTML entry can be served from it). */
  outDir: string;
  files: BundledFile[];
  /** gzip -9 bytes of the files fetched when the page loads. */
  initialGzip: number;
  /** gzip -9 bytes of every JavaScript file, lazy ones included. */
  totalGzip: number;
}

export interface BundleOptions {
  /** The entry: an HTML page (its module scripts are followed) or a JavaScript/TypeScript module. */
  entry: string;
  /** Where the build goes; emptied first. */
  outDir: string;
  /** Extra Vite plugins (say, one that resolves a package from a folder). */
  plugins?: Plugin[];
}

/** Vite's build manifest: one record per chunk, keyed by source path. */
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** Builds `entry` for production and measures the JavaScript it emits. */
export async function bundleEntry({ entry, outDir, plugins = [] }: BundleOptions): Promise<Bundle> {
  const root = join(entry, '..');
  await build({
    root,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      manifest: true,
      reportCompressedSize: false,
      rolldownOptions: { input: entry },
    },
  });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const initial = initialChunks(manifest, relative(root, entry));
  const files: BundledFile[] = [];
  for (const chunk of uniqueByFile(Object.values(manifest))) {
    if (!chunk.file.endsWith('.js')) continue;
    const content = await readFile(join(outDir, chunk.file));
    files.push({
      file: chunk.file,
      bytes: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      loads: initial.has(chunk.file) ? 'initial' : 'lazy',
    });
  }
  files.sort((a, b) => a.loads.localeCompare(b.loads) || b.gzip - a.gzip);
  return {
    outDir,
    files,
    initialGzip: sum(files.filter((f) => f.loads === 'initial').map((f) => f.gzip)),
    totalGzip: sum(files.map((f) => f.gzip)),
  };
}

/** The files of the entry chunk and of every chunk it imports statically, transitively. */
export function initialChunks(manifest: Manifest, entryKey: string): Set<string> {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) {
    throw new Error(`bundleEntry: the build manifest has no entry "${entryKey}"`);
  }
  const files = new Set<string>();
  const pending = [entryKey];
  const visited = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (visited.has(key)) continue;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

function uniqueByFile<T extends { file: string }>(chunks: T[]): T[] {
  return [...new Map(chunks.map((chunk) => [chunk.file, chunk])).values()];
}

function sum(numbers: number[]): number {
  return numbers.reduce((total, n) => total + n, 0);
}
