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

/**
 * The elements that show messages: the inbox, the message card it renders, and the toasts (with the standalone file
 * that fetches them beside the inbox's file), which show the card and share the inbox's store. They count as one
 * element here: the code only they share stays out of the script, which every page pays for, the push register's
 * and the activity log's too.
 */
const MESSAGE_FAMILY = 'the elements that show messages';
const MESSAGE_ELEMENTS = /\/src\/(elements\/notif-(inbox|message|toasts)\/|standalone\/notif-toasts\.ts$)/;

/**
 * The element a module belongs to: its folder `src/elements/<tag>/` (one for the elements that show messages), else
 * the module's own folder.
 */
function elementOf(id: string): string {
  const path = id.replaceAll('\\', '/');
  if (MESSAGE_ELEMENTS.test(path)) return MESSAGE_FAMILY;
  return path.match(/^.*\/src\/elements\/[^/]+\//)?.[0] ?? path.slice(0, path.lastIndexOf('/') + 1);
}

/**
 * The files of the build a module is loaded for, found as the bundler finds them: each is the script's entry module
 * or a module imported with `import()` (an element's file, a part fetched later) that reaches the module through
 * static imports.
 */
function filesLoading(id: string, context: Rolldown.ChunkingContext): string[] {
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

/** Every module of the build, from any one of them: up to the entry, then down through every import. */
function everyModule(id: string, context: Rolldown.ChunkingContext): Set<string> {
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

/**
 * The group of the standalone build that puts small shared code in the script (docs/architecture.md, "Chunks"): the
 * script's entry module, and each module loaded for the files of two or more elements (an element being its folder,
 * with the parts it fetches later) when the code loaded for exactly those files is smaller than
 * {@link SHARED_FILE_MIN_SOURCE}; what such a module imports comes along. So a page with an element fetches the
 * script, the element's file and the larger shared parts it needs, not a file for each small piece of shared code.
 */
export function smallSharedCodeInScript(scriptName: string, entry: string): Rolldown.CodeSplittingGroup {
  const entryPath = entry.replaceAll('\\', '/');
  /** The source size of the modules loaded for each set of files (joined by a line break), worked out once. */
  let sizes: Map<string, number> | undefined;
  const sizesOf = (id: string, context: Rolldown.ChunkingContext) => {
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
      if (id.replaceAll('\\', '/').endsWith(entryPath)) return scriptName;
      const files = filesLoading(id, context);
      if (new Set(files.map(elementOf)).size < 2) return null;
      sizes ??= sizesOf(id, context);
      return (sizes.get(files.join('\n')) ?? Infinity) < SHARED_FILE_MIN_SOURCE ? scriptName : null;
    },
  };
}
