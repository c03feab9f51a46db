/** Where the element pages go, from the repository's root (`docs/elements`). */
export declare const ELEMENT_DOCS_DIR: string;
/** The pages of docs/elements/ for a Custom Elements Manifest: file name → Markdown (one per tag, and `README.md`). */
export declare function renderElementDocs(manifest: unknown): Map<string, string>;
/** The pages of `dir` that differ from `pages`: stale, missing, or left over from an element that is gone. */
export declare function stalePages(dir: string, pages: ReadonlyMap<string, string>): string[];
