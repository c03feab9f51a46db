import type { Plugin } from 'vite';

/**
 * A `@__PURE__` annotation the minifier left before a statement's keyword (`if(!e)/* @__PURE__ *\/return new Set`,
 * after it folded an `if` into its return): it marks no call there, and Rollup, which reads the library again in
 * apps (Vite 6 and older, Astro), warns of it on every build. The call it stood for keeps its own annotation.
 */
const MISPLACED_ANNOTATION =
  /\/\* @__PURE__ \*\/(?=\s*(?:return|throw|if|else|for|while|do|switch|case|let|const|var|break|continue)\b)/g;

/** Removes the annotations the minified library files hold where a bundler cannot read them. */
export function readableAnnotations(): Plugin {
  return {
    name: 'notif:readable-annotations',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = file.code.replace(MISPLACED_ANNOTATION, '');
      }
    },
  };
}
