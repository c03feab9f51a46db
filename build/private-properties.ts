import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** A private custom property of the elements' styles: `--_surface`, `--_message-muted-color`, `--_panel-left`. */
const PRIVATE_PROPERTY = /--_[a-z][a-z0-9-]*/g;

/**
 * A short name for each private custom property found in the `.ts` files under `folder`: the most used first, then by
 * name, named `--_0`, `--_1`, … `--_z`, `--_10`, …. The same sources always give the same names, in every build.
 */
export function shortPrivateNames(folder: string): Map<string, string> {
  const uses = new Map<string, number>();
  for (const file of readdirSync(folder, { recursive: true }).map(String)) {
    if (!file.endsWith('.ts')) continue;
    for (const [name] of readFileSync(join(folder, file), 'utf8').matchAll(PRIVATE_PROPERTY))
      uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  const byUse = [...uses].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
  return new Map(byUse.map(([name], index) => [name, `--_${index.toString(36)}`]));
}

/**
 * Shortens the elements' private custom properties (`--_*`, which tokens.ts and each element's styles set and read,
 * and the inbox's script sets on its panel) in the minified builds, as the minifier shortens private names in the
 * code: they are written for people in the source, and nothing outside an element's shadow root reads them. The
 * public ones (`--notif-*`) are left as they are. The development build keeps the names as written.
 */
export function shortPrivateProperties(): Plugin {
  let sourceFolder = 'src';
  let names = new Map<string, string>();
  return {
    name: 'notif-short-private-properties',
    apply: 'build',
    configResolved(config) {
      sourceFolder = join(config.root, 'src');
    },
    buildStart() {
      names = shortPrivateNames(sourceFolder);
    },
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id.replaceAll('\\', '/')) || !code.includes('--_')) return null;
      return {
        code: code.replace(PRIVATE_PROPERTY, (name) => {
          const short = names.get(name);
          if (!short)
            this.error(`${name} is not written in ${sourceFolder}: a private property named at run time?`);
          return short;
        }),
        map: null,
      };
    },
  };
}
