import type { Rolldown } from 'vite';

/**
 * Code shared by elements that is smaller than this (the source of the modules that exactly the same files import)
 * goes in the standalone script rather than in a file of its own. A file costs a page more than its bytes: a request,
 * and compression that starts again from nothing. The nine small files the inbox's page fetched beside it weighed
 * 3.0 KiB gzipped one by one and 2.1 KiB together, for 0.2 to 8 KiB of source each. The larger shared parts stay
 * files of their own, so that the pages that do without them do not pay for them: the client (22 KiB of source), which
 * the push register fetches only when it registers, and what the activity log shares with its detail (11 KiB).
 */
const SHARED_FILE_MIN_SOURCE = 9 * 1024;

type Context = Rolldown.ChunkingContext;

/**
 * The element each file of the standalone build belongs to, read from the import graph alone, never from a name: an
 * element is a file the script imports (an element's file) with the files it fetches later; a file the script imports
 * that imports another such file belongs with it (the toasts' file imports the inbox's, the activity log fetches its
 * detail), and a later part that the files of several elements reach (a translation) is one of its own. Files of one
 * element share code that stays out of the script, which every page pays for.
 */
export function elementsOfFiles(entry: string, context: Context): Map<string, string> {
  const roots = context.getModuleInfo(entry)?.dynamicallyImportedIds ?? [];
  /** The modules a root reaches, statically or by `import()`, without going back through the script. */
  const reach = (root: string) => {
    const seen = new Set<string>();
    const visit = (module: string) => {
      if (module === entry || seen.has(module)) return;
      seen.add(module);
      const info = context.getModuleInfo(module);
      info?.importedIds.forEach(visit);
      info?.dynamicallyImportedIds.forEach(visit);
    };
    visit(root);
    return seen;
  };
  const reached = new Map(roots.map((root) => [root, reach(root)]));
  // Each root joins the element of a root that reaches it; a root reached by none is an element of its own.
  const elementOf = new Map<string, string>();
  const find = (root: string): string => {
    const up = elementOf.get(root) ?? root;
    return up === root ? root : find(up);
  };
  for (const [root, modules] of reached)
    for (const other of roots)
      if (other !== root && modules.has(other)) elementOf.set(find(other), find(root));
  const elements = new Map<string, string>([[entry, entry]]);
  for (const module of new Set([...reached.values()].flatMap((modules) => [...modules]))) {
    const info = context.getModuleInfo(module);
    if (!info || (info.dynamicImporters.length === 0 && !roots.includes(module))) continue;
    const owners = new Set(roots.filter((root) => reached.get(root)!.has(module)).map(find));
    elements.set(module, owners.size === 1 ? [...owners][0]! : module);
  }
  return elements;
}

/**
 * The files of the build a module is loaded for, found as the bundler finds them: each is the script's entry module
 * or a module imported with `import()` (an element's file, a part fetched later) that reaches the module through
 * static imports.
 */
function filesLoading(id: string, context: Context): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const info = context.getModuleInfo(module);
    if (!info) return;
    if (info.isEntry || info.dynamicImporters.length > 0) files.add(module);
    info.importers.forEach(visit);
  };
  visit(id);
  return [...files].sort();
}

/** The build's entry module (the script's), found from any module by its importers. */
function scriptEntryOf(id: string, context: Context): string {
  const seen = new Set<string>();
  const queue = [id];
  for (const module of queue) {
    const info = context.getModuleInfo(module);
    if (info?.isEntry) return module;
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])])
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
  }
  throw new Error(`${id} is loaded by no entry`);
}

/** Every module of the build, from any one of them: up to the entry, then down through every import. */
function everyModule(id: string, context: Context): Set<string> {
  const all = new Set<string>();
  const down = (module: string) => {
    if (all.has(module)) return;
    all.add(module);
    const info = context.getModuleInfo(module);
    info?.importedIds.forEach(down);
    info?.dynamicallyImportedIds.forEach(down);
  };
  const seen = new Set<string>();
  const up = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const info = context.getModuleInfo(module);
    if (info?.isEntry) down(module);
    info?.importers.forEach(up);
    info?.dynamicImporters.forEach(up);
  };
  up(id);
  return all;
}

/** Whether `from` reaches `to` through static imports alone. */
function staticallyReaches(from: string, to: string, context: Context): boolean {
  const seen = new Set<string>();
  const queue = [from];
  for (const module of queue) {
    if (module === to) return true;
    for (const next of context.getModuleInfo(module)?.importedIds ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return false;
}

/**
 * Whether `first` is always loaded by the time `file` is: `file` is it or imports it, or every module that fetches
 * `file` is loaded only for files that come after `first` (the windowed list, fetched by the inbox's code; the toasts'
 * stack, fetched by the toasts' code, whose file imports the inbox's).
 */
function comesAfter(first: string, file: string, context: Context, memo: Map<string, boolean>): boolean {
  const key = `${first}\n${file}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  memo.set(key, false); // an import cycle proves nothing
  const fetchers = context.getModuleInfo(file)?.dynamicImporters ?? [];
  const after =
    staticallyReaches(file, first, context) ||
    (fetchers.length > 0 &&
      fetchers.every((fetcher) =>
        filesLoading(fetcher, context).every((loader) => comesAfter(first, loader, context, memo)),
      ));
  memo.set(key, after);
  return after;
}

/**
 * Code shared by fewer elements than this stays out of the script, which every page pays for: what two elements share
 * is a file that only their pages fetch (the readers of untrusted records and clipped text the inbox and the activity
 * log share; the notification permission the toasts and the push register share; the configuration's provider, the
 * inbox's and `<notif-provider>`'s). Shared by two elements, that code in the script cost the pages of the others up
 * to 1.1 KiB (the activity log's carried the permission and the provider without using either).
 */
const SCRIPT_MIN_ELEMENTS = 3;

/**
 * Shared code smaller than this (the source of the modules that exactly the same files import) goes in the script
 * even when only two elements share it: as a file of its own it costs the pages that fetch it more (a request,
 * compression that starts again from nothing, the exports and imports that join it to its readers) than it costs every
 * other page in the script (the source is counted as written, comments included, as for the larger rule). The reader of
 * `localStorage` (the inbox's and the push register's), the number format and its cache of formatters (the inbox's and
 * the activity log's) made the inbox's page 141 B lighter, the push register's 33 B, the activity log's 52 B heavier.
 */
const SCRIPT_ANY_SHARED_MAX_SOURCE = 768;

/** How many elements ({@link elementsOfFiles}) the files of a set belong to. */
const elementCount = (files: string[], elements: Map<string, string>) =>
  new Set(files.map((file) => elements.get(file) ?? file)).size;

/**
 * The group of the standalone build that puts small shared code in the script (docs/architecture.md, "Chunks"): the
 * script's entry module, and each module loaded for the files of {@link SCRIPT_MIN_ELEMENTS} or more elements when the
 * code loaded for exactly those files is smaller than {@link SHARED_FILE_MIN_SOURCE}, or of two elements when it is
 * smaller than {@link SCRIPT_ANY_SHARED_MAX_SOURCE}; what such a module imports comes along. So a page with an
 * element fetches the script, the element's file and the larger shared parts it needs, not a file for each small piece
 * of shared code.
 */
export function smallSharedCodeInScript(scriptName: string): Rolldown.CodeSplittingGroup {
  /** Each file's element ({@link elementsOfFiles}), worked out once. */
  let elements: Map<string, string> | undefined;
  /** The source size of the modules loaded for each set of files (joined by a line break), worked out once. */
  let sizes: Map<string, number> | undefined;
  const sizesOf = (id: string, context: Context) => {
    const bySet = new Map<string, number>();
    for (const module of everyModule(id, context)) {
      const key = filesLoading(module, context).join('\n');
      bySet.set(key, (bySet.get(key) ?? 0) + (context.getModuleInfo(module)?.code?.length ?? 0));
    }
    return bySet;
  };
  return {
    debugName: 'small shared code in the script',
    name: (id, context) => {
      if (context.getModuleInfo(id)?.isEntry) return scriptName;
      const files = filesLoading(id, context);
      elements ??= elementsOfFiles(scriptEntryOf(id, context), context);
      const sharedBy = elementCount(files, elements);
      if (sharedBy < 2) return null;
      sizes ??= sizesOf(id, context);
      const size = sizes.get(files.join('\n')) ?? Infinity;
      if (sharedBy < SCRIPT_MIN_ELEMENTS && size >= SCRIPT_ANY_SHARED_MAX_SOURCE) return null;
      return size < SHARED_FILE_MIN_SOURCE ? scriptName : null;
    },
  };
}

/**
 * The group of the standalone build that puts the code the files of one element share in the file among them that is
 * always loaded first, when that file is itself imported by another of the element's files: the inbox's file, which
 * the toasts' file imports, holds the store, the card's view and the icons that the toasts and the inbox's later
 * parts share with it, so the inbox's page fetches one file for them rather than three (0.9 KiB lighter). The bundler
 * already does so where the first file is fetched alone (the push register's). It captures only the modules it names
 * (their imports stay where their own files put them), so the client the inbox shares with other elements stays a
 * file of its own.
 */
export function elementCodeInFirstFile(): Rolldown.CodeSplittingGroup {
  const memo = new Map<string, boolean>();
  const names = new Map<string, string>();
  let elements: Map<string, string> | undefined;
  return {
    debugName: 'an element’s shared code in its first file',
    includeDependenciesRecursively: false,
    name: (id, context) => {
      if (context.getModuleInfo(id)?.isEntry) return null;
      elements ??= elementsOfFiles(scriptEntryOf(id, context), context);
      const firstOf = (module: string) => {
        const files = filesLoading(module, context);
        if (files.length < 2 || elementCount(files, elements!) !== 1) return undefined;
        return files.find((file) => files.every((other) => comesAfter(file, other, context, memo)));
      };
      const first = firstOf(id);
      if (!first || firstOf(first) !== first) return null;
      // The chunk is named after its first file, one name per file.
      if (!names.has(first)) {
        const base = first.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
        const taken = new Set(names.values());
        let name = base;
        for (let index = 2; taken.has(name); index++) name = `${base}-${index}`;
        names.set(first, name);
      }
      return names.get(first)!;
    },
  };
}
