import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Every `import('…')` of a program whose specifier is a string literal, last first. */
function literalImports(program: unknown): { start: number; end: number; specifier: string }[] {
  const found: { start: number; end: number; specifier: string }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const node = value as Node;
    const source = node.source as Node | undefined;
    if (node.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string')
      found.push({ start: node.start, end: node.end, specifier: source.value });
    for (const child of Object.values(node)) visit(child);
  };
  visit(program);
  return found.sort((a, b) => b.start - a.start);
}

/**
 * Makes every dynamic import of the standalone files one that can be tried again after a failure: each
 * `import("./x.js")` the bundler wrote becomes `importAgain(<x's URL>)`, the helper of
 * `src/standalone/import-again.ts` that the script exports (see `src/standalone/autoloader.ts`). The bundler places
 * the files as it would for the plain imports, and minifies the code after this.
 */
export function retryableImports(): Plugin {
  return {
    name: 'notif-retryable-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, { chunks }) {
      const imports = literalImports(this.parse(code));
      if (imports.length === 0) return null;
      const script = Object.values(chunks).find((each) => each.isEntry);
      if (!script?.exports.includes('importAgain'))
        return this.error('the standalone script does not export importAgain');
      let rewritten = code;
      for (const { start, end, specifier } of imports) {
        rewritten = `${rewritten.slice(0, start)}importAgain(new URL(${JSON.stringify(specifier)}, import.meta.url).href)${rewritten.slice(end)}`;
      }
      // The script holds the helper; the files beside it import it from the script.
      const declared = /\bfunction importAgain\(/.test(code);
      if (chunk.isEntry !== declared)
        return this.error(`${chunk.fileName}: importAgain is expected in the script alone`);
      if (chunk.isEntry) return { code: rewritten, map: null };
      const path = relative(dirname(chunk.fileName), script.fileName);
      return { code: `import { importAgain } from ${JSON.stringify(path)};\n${rewritten}`, map: null };
    },
  };
}
