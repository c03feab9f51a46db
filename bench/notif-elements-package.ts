/**
 * Our package as an application installing it sees it: `notif-elements` and `notif-elements/<entry>` resolve
 * through the `exports` of the repository's package.json to the built files, never to the sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const PACKAGE_NAME = 'notif-elements';

type ExportTarget = string | { import?: string; default?: string };

/** Resolves `notif-elements[/entry]` to its built file inside `root`, or `undefined` when it is not there. */
export function resolveEntry(root: string, specifier: string): string | undefined {
  if (!isOurs(specifier)) return undefined;
  const subpath = `.${specifier.slice(PACKAGE_NAME.length)}`;
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports?: Record<string, ExportTarget>;
  };
  const target = manifest.exports?.[subpath];
  const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
  if (file === undefined) return undefined;
  const path = join(root, file);
  return existsSync(path) ? path : undefined;
}

/** A Vite plugin that resolves our package from the repository at `root`, as if it were installed. */
export function notifElementsResolver(root: string): Plugin {
  return {
    name: 'notif-elements-from-repository',
    enforce: 'pre',
    resolveId(source) {
      if (!isOurs(source)) return null;
      const path = resolveEntry(root, source);
      if (path === undefined) throw new Error(`${source} does not resolve: no such export, or not built`);
      return path;
    },
  };
}

function isOurs(specifier: string): boolean {
  return specifier === PACKAGE_NAME || specifier.startsWith(`${PACKAGE_NAME}/`);
}
