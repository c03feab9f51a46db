/** One page of size-budgets.json as measured: every JS file it fetched, at its gzip -9 size. */
export interface PageWeight {
  name: string;
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

export function measurePages(options?: MeasureOptions): Promise<PageWeight[]>;
export function buildLibrary(root: string, outDir: string): Promise<void>;
/**
 * Every JS file `url` asked for before `until` (run in the page at each frame) first returned true, at its gzip -9
 * size. A file asked for after that moment is not counted. `use` is what happens to the page meanwhile.
 */
export function measureLoad(
  browser: import('playwright-core').Browser,
  url: string,
  until: () => boolean,
  use?: (page: import('playwright-core').Page) => Promise<void>,
): Promise<{ url: string; bytes: number }[]>;
