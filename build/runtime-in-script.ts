import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of a minified import or export list (`t as e,n`), each as its two sides: `[t, e]`, `[n, n]`. */
const pairsOf = (list: string): [string, string][] =>
  list.split(',').map((entry) => {
    const [left, right = left] = entry.trim().split(/\s+as\s+/) as [string, string?];
    return [left, right];
  });

/**
 * A dynamic import that can be tried again. A browser keeps a module whose fetch failed as failed for the page's
 * life (Chromium 150 does), so importing the same URL again fails at once. After a failure this imports the URL with
 * a query (`?r`, then `?rr`…), a module the browser has not tried yet, so the element's Retry and a second press of
 * the push button fetch the file again. A module loads once: the query changes only after a failure. Written as it
 * ships (nothing minifies the script after this plugin); `$tried` holds the query of each specifier that failed.
 */
const IMPORT_AGAIN =
  'var $tried={},$import=s=>import(s+($tried[s]||""))' +
  '.catch(e=>{throw $tried[s]=($tried[s]||"?")+"r",e});export{$import};';

/** Every `import(`…`)` of the bundle's output, with its specifier (relative to the importing file). */
const DYNAMIC_IMPORT = /\bimport\(`([^`]+)`\)/g;

/** Adds `specifiers` (`name as local`, …) to `chunk`'s import from the script at `path`, or a new import of them. */
function importFromScript(code: string, path: string, specifiers: string): string {
  const scriptImport = new RegExp(`import\\{([^}]*)\\}from"${escape(path)}"`).exec(code);
  return scriptImport
    ? code.slice(0, scriptImport.index) +
        `import{${scriptImport[1]},${specifiers}}from"${path}"` +
        code.slice(scriptImport.index + scriptImport[0].length)
    : `import{${specifiers}}from"${path}";${code}`;
}

/** The path from `chunk` to the script, as an import specifier. */
function pathToScript(chunk: Chunk, script: Chunk): string {
  const path = relative(dirname(chunk.fileName), script.fileName);
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * Puts the bundler's runtime helper (it makes the module namespace objects that `import()` resolves to) into the
 * standalone script instead of a file of its own. Every element file imports the script already, so the helper
 * costs no request and no import statement of its own: about 150 B less for each page, measured at gzip -9.
 *
 * It also makes every dynamic import of the standalone files one that can be tried again after a failure
 * (`IMPORT_AGAIN`, above), in the script as well.
 */
export function runtimeInScript(): Plugin {
  return {
    name: 'notif-runtime-in-script',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Chunk & typeof file => file.type === 'chunk',
      );
      const script = chunks.find((chunk) => chunk.isEntry);
      const runtime = chunks.find(
        (chunk) => !chunk.isEntry && chunk.moduleIds.every((id) => id.includes('rolldown/runtime')),
      );
      if (!script || !runtime) return;
      const exported = /export\{([^}]*)\};?\s*$/.exec(runtime.code);
      if (!exported)
        return this.error(`the runtime helper ${runtime.fileName} has no export list at its end`);
      const names = pairsOf(exported[1]!).map(([local, name]) => ({
        local,
        name,
        alias: `$runtime_${name}`,
      }));
      // Its own scope: the helper's minified names would clash with the script's.
      script.code +=
        `\nvar{${names.map(({ name, alias }) => `${name}:${alias}`).join(',')}}=(()=>{` +
        `${runtime.code.slice(0, exported.index).replace(/;?\s*$/, ';')}return{${names.map(({ local, name }) => `${name}:${local}`).join(',')}}})();` +
        `export{${names.map(({ alias }) => alias).join(',')}};`;

      for (const chunk of chunks) {
        if (chunk === script || !chunk.imports.includes(runtime.fileName)) continue;
        const path = pathToScript(chunk, script);
        const helperImport = new RegExp(
          `import\\{([^}]*)\\}from"${escape(`./${relative(dirname(chunk.fileName), runtime.fileName)}`)}";?`,
        );
        const found = helperImport.exec(chunk.code);
        if (!found) return this.error(`${chunk.fileName} imports ${runtime.fileName} in an unknown form`);
        const specifiers = pairsOf(found[1]!)
          .map(([name, local]) => `$runtime_${name} as ${local}`)
          .join(',');
        const code = chunk.code.slice(0, found.index) + chunk.code.slice(found.index + found[0].length);
        chunk.code = importFromScript(code, path, specifiers);
        chunk.imports = [
          ...new Set([...chunk.imports.filter((file) => file !== runtime.fileName), script.fileName]),
        ];
      }
      delete bundle[runtime.fileName];

      // First in the script: the autoloader imports elements while the script runs.
      script.code = IMPORT_AGAIN + script.code;
      for (const chunk of chunks) {
        if (!chunk.code.includes('import(`')) continue;
        // Named from the script: `import()` in the script resolves them against its URL.
        chunk.code = chunk.code.replace(DYNAMIC_IMPORT, (_, specifier: string) => {
          const file = join(dirname(chunk.fileName), specifier);
          return `$import(\`./${relative(dirname(script.fileName), file)}\`)`;
        });
        if (chunk !== script)
          chunk.code = importFromScript(chunk.code, pathToScript(chunk, script), '$import');
      }
    },
  };
}
