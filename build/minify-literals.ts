import { minifyHTMLLiterals } from 'minify-literals';
import type { Plugin } from 'vite';

/**
 * Minifies the `html` and `css` template literals of the library's own modules at build time (with
 * `minify-literals`), after TypeScript is stripped: the elements' templates and styles ship without their
 * indentation and comments.
 */
export function minifyLiterals(): Plugin {
  return {
    name: 'notif-minify-literals',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/(?:html|css|svg)`/.test(code)) return null;
      // `<path />` keeps its slash: an `svg` literal is parsed as SVG, where `<path>` without it would hold the next
      // shape as a child and draw neither. Attribute values lose their quotes where HTML allows it (`part=bell`,
      // `aria-label=${…}`; a value with a space keeps them, and a slash after an unquoted value gets a space before
      // it): Lit reads unquoted attribute values, bindings included, as it reads quoted ones.
      const result = await minifyHTMLLiterals(code, {
        fileName: id,
        html: { keepClosingSlash: true, removeAttributeQuotes: true },
      });
      return result ? { code: result.code, map: result.map ?? null } : null;
    },
  };
}
