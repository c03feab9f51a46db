/**
 * The size half of the bench: our pages as `scripts/page-weight.mjs` measures them, loaded in Chromium and weighed
 * once settled (the same figures `npm test` checks against the budgets), and our inbox beside the anchors' inboxes,
 * every one bundled by one function and weighed from its build (the anchors need their hosted services to run).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleEntry, type Bundle } from './bundle-entry.js';
import { notifElementsResolver, resolveEntry } from './notif-elements-package.js';
import { ANCHORS, BENCH_DIR, notifInboxPage, writePage, type PageSource } from './pages.js';

/** One row of `measurePages()` in `scripts/page-weight.mjs`. */
export interface PageWeightRow {
  name: string;
  /** What the page is, as size-budgets.json says it. */
  page?: string;
  bytes: number;
  files: { url: string; bytes: number }[];
  budget?: number | null;
  /** Null for a page with a budget and no target. */
  target?: number | null;
}

/** Our pages' sizes, or why there are none. */
export type OurPages = { rows: PageWeightRow[] } | { missing: string };

/** A page bundled by {@link bundleEntry}, with what it stands for. */
export interface BundledPage extends Bundle {
  name: string;
  label: string;
  /** The anchor's package and version; absent for ours. */
  package?: string;
  /** Its initial JS over that of our reference page (the inbox entry when it exists, else the full package). */
  ratioToOurs?: number;
}

const PAGE_WEIGHT = join('scripts', 'page-weight.mjs');

/** Calls `measurePages()` of the repository's size module; a tree without that module has no such table. */
export async function measureOurPages(root: string): Promise<OurPages> {
  const file = join(root, PAGE_WEIGHT);
  if (!existsSync(file)) return { missing: `${PAGE_WEIGHT} is not in this tree` };
  const module = (await import(pathToFileURL(file).href)) as {
    measurePages(options: { root: string }): Promise<PageWeightRow[]>;
  };
  return { rows: await module.measurePages({ root }) };
}

/** The inbox pages to weigh: the full package always, the inbox entry when the package has one. */
export function ourInboxPages(root: string): PageSource[] {
  const pages = [notifInboxPage('notif-elements', 'notif-elements')];
  if (resolveEntry(root, 'notif-elements/inbox') !== undefined) {
    pages.push(notifInboxPage('notif-elements-inbox', 'notif-elements/inbox'));
  }
  return pages;
}

/**
 * Bundles our inbox pages and the anchors' into `workDir` and sets each anchor's ratio to our reference page
 * (the last of {@link ourInboxPages}: the lightest way to get the inbox).
 */
export async function compareWithAnchors(root: string, workDir: string): Promise<BundledPage[]> {
  const bundle = pageBundler(root, workDir);
  const ours = await bundleOurInboxPages(root, workDir);
  const reference = ours.at(-1)!;
  const anchors: BundledPage[] = [];
  for (const anchor of ANCHORS) {
    const result = await bundle(anchor);
    anchors.push({
      ...result,
      package: `${anchor.package}@${installedVersion(anchor.package)}`,
      ratioToOurs: result.initialGzip / reference.initialGzip,
    });
  }
  return [...ours, ...anchors];
}

/** Bundles our inbox pages ({@link ourInboxPages}) into `workDir`; the last is the lightest way to get the inbox. */
export async function bundleOurInboxPages(root: string, workDir: string): Promise<BundledPage[]> {
  const bundle = pageBundler(root, workDir);
  const ours: BundledPage[] = [];
  for (const page of ourInboxPages(root)) ours.push(await bundle(page));
  return ours;
}

/** Writes a page into `workDir` and bundles it there, our package resolved from `root`. */
function pageBundler(root: string, workDir: string) {
  const plugins = [notifElementsResolver(root)];
  return async (page: PageSource) => {
    const entry = await writePage(workDir, page);
    const result = await bundleEntry({ entry, outDir: join(workDir, page.name, 'dist'), plugins });
    return { name: page.name, label: page.label, ...result };
  };
}

/** The version of `name` in the bench's own install. */
function installedVersion(name: string): string {
  const manifest = join(BENCH_DIR, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
