import type { Plugin } from 'vite';

/**
 * Whether family `family` is always loaded after one of `others`: every family that imports it is one of them, or
 * is itself loaded only after one of them. A family no other family imports (one the script loads by itself) is not.
 */
function loadedAfter(
  family: string,
  others: ReadonlySet<string>,
  importers: ReadonlyMap<string, ReadonlySet<string>>,
  visiting = new Set<string>(),
): boolean {
  const by = [...(importers.get(family) ?? [])].filter((importer) => importer !== family);
  if (by.length === 0 || visiting.has(family)) return false;
  visiting.add(family);
  const after = by.every(
    (importer) => others.has(importer) || loadedAfter(importer, others, importers, visiting),
  );
  visiting.delete(family);
  return after;
}

/**
 * The families of a module without the lazily loaded ones that always come after another of them: each is judged
 * against the whole set, so the answer does not depend on the order the families were found in.
 */
export function withoutLazyOnes(
  families: ReadonlySet<string>,
  importers: ReadonlyMap<string, ReadonlySet<string>>,
) {
  const kept = [...families].filter(
    (family) => !loadedAfter(family, new Set([...families].filter((other) => other !== family)), importers),
  );
  return kept.sort();
}

/**
 * The standalone script's files, by the elements that use their code. Every tag the script defines, and every
 * lazily loaded part, is a dynamic import; a "family" is one of them, or several merged by name. A module's file is
 * named after the families that reach it through static imports:
 *
 * - one family: that family's file (`inbox`, `activity`, …: the file name without `notif-`);
 * - a lazily loaded part's modules that its importer's family also reaches go with the importer (the importer is
 *   always loaded first);
 * - more families: the name `options.shared` gives it.
 *
 * Without this, the bundler makes a file per set of dynamic imports that share a module. The inbox renders
 * `<notif-message>`, and the script imports each tag by itself, so the inbox's page fetched the inbox, the card and
 * the store as three files; measured at gzip -9, they weigh about 1.6 KiB less as one (a single import list, and
 * the card's and the list's templates and CSS compress against each other).
 */
export function elementFamilies(options: {
  /** Dynamic imports merged into one family: family name → pattern of their module ids. */
  merge: Record<string, RegExp>;
  /** The file of a module more families use, from the module id and those families (sorted). */
  shared: (id: string, families: string[]) => string;
}) {
  /** Module id → the families that reach it. */
  const reachedBy = new Map<string, string[]>();

  /** A dynamic import's family: a merged one, else its file's name without `notif-` (`notif-inbox.ts` → `inbox`). */
  const familyOf = (root: string): string => {
    for (const [family, test] of Object.entries(options.merge)) if (test.test(root)) return family;
    return root
      .replace(/^.*[\\/]/, '')
      .replace(/\.[^.]*$/, '')
      .replace(/^notif-/, '');
  };

  const plugin: Plugin = {
    name: 'notif-element-families',
    buildEnd() {
      reachedBy.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const reached = new Map<string, Set<string>>();
      /** Family → the families of the modules that import it lazily (the script's own imports excluded). */
      const importers = new Map<string, Set<string>>();
      const roots = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      for (const root of roots) {
        const family = familyOf(root);
        const stack = [root];
        const seen = new Set<string>();
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (!reached.has(id)) reached.set(id, new Set());
          reached.get(id)!.add(family);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        if (!importers.has(family)) importers.set(family, new Set());
      }
      for (const id of ids) {
        for (const root of info(id)?.dynamicallyImportedIds ?? []) {
          for (const family of reached.get(id) ?? []) importers.get(familyOf(root))!.add(family);
        }
      }
      for (const [id, families] of reached) reachedBy.set(id, withoutLazyOnes(families, importers));
    },
  };

  /** The file of module `id`: its family's, or the one `options.shared` names; null for a module no family reaches. */
  const chunkOf = (id: string): string | null => {
    const families = reachedBy.get(id);
    if (!families || families.length === 0) return null;
    return families.length === 1 ? families[0]! : options.shared(id, families);
  };

  return { plugin, chunkOf };
}
