import type { Browser, Page } from 'playwright-core';

/** One page of size-budgets.json as measured: every JS file it fetched, at its gzip -9 size. */
export interface PageWeight {
  name: string;
  /** What the page is, as size-budgets.json says it. */
  page: string;
  bytes: number;
  files: { url: string; bytes: number }[];
  budget: number;
  target: number | null;
  /** How many files of built-in translations the page could fetch (its locale naming one). */
  translations: number;
  /** Those it did fetch: none, on a page in English. */
  fetchedTranslations: string[];
}

export interface MeasureOptions {
  /** The package's folder; default the working directory. */
  root?: string;
  /** Only these pages of size-budgets.json. */
  pages?: string[];
  /** Chromium; default CHROME_PATH or /usr/bin/chromium. */
  executablePath?: string;
}

/**
 * A page of size-budgets.json, as its page script `scripts/pages/<name>.mjs` describes it (its default export).
 */
export interface PageScript {
  /** The page's markup, after the standalone script (or, for an app, after the app's module script). */
  body: string;
  /**
   * A Vite app of the built package with `main` as its module script, weighed by every chunk of its build; without
   * it, the page loads the standalone script.
   */
  app?: { main: string };
  /** Run in the page until it returns true: the page shows what it is for (it must work, not only weigh). */
  shows: () => boolean;
  /** What a person does once the page shows; the page is then weighed when it has settled after that. */
  use?: (page: Page) => Promise<void>;
  /** Run in the page before its own scripts: a stand-in for what a headless browser cannot do (a push service). */
  stubs?: () => void;
  /** Browser permissions the person has granted the page (such as `notifications`). */
  permissions?: string[];
}

/** A page has settled once no request has started or ended for this long (ms), and none is in flight. */
export const QUIET_MS: number;

export function measurePages(options?: MeasureOptions): Promise<PageWeight[]>;
export function buildLibrary(root: string, outDir: string): Promise<void>;
/**
 * Every JS file `url` fetched from the document's start until it settled (no request for `QUIET_MS` and none in
 * flight), after it showed what it is for and after `use`, when given; each at its gzip -9 size.
 */
export function weighSettledPage(
  browser: Browser,
  url: string,
  pageScript: Pick<PageScript, 'shows' | 'use' | 'stubs' | 'permissions'>,
  /** How long the page may take to show what it is for, then to settle. Default 30 s. */
  options?: { patienceMs?: number },
): Promise<{ url: string; bytes: number }[]>;
