import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { minifyLiterals } from './build/minify-literals.js';

/** Packages the library build leaves to the user's bundler. */
const external = [
  /^lit($|\/)/,
  /^@lit\//,
  /^@lit-labs\//,
  /^hono($|\/)/,
  /^@hono\//,
  /^valibot$/,
  /^react($|\/)/,
  /^node:/,
  ...builtinModules,
];

/** One entry per element (`notif-elements/inbox` …), so that a page pays only for the elements it imports. */
const elementEntries = {
  inbox: 'src/entries/inbox.ts',
  message: 'src/entries/message.ts',
  'push-register': 'src/entries/push-register.ts',
  activity: 'src/entries/activity.ts',
  provider: 'src/entries/provider.ts',
};

/** `dist/notif-sw.js`: the push service worker, a plain script that pages serve as it is (and may `importScripts`). */
const serviceWorkerFile = (): Plugin => ({
  name: 'notif-service-worker-file',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'notif-sw.js',
      source: readFileSync('src/push/notif-sw.js', 'utf8'),
    });
  },
});

/**
 * The standalone files: code that three or more elements use goes into one `shared` chunk, so that a page loads few
 * files, except the code that sends requests, the relative dates and the number formatting. The push register
 * shows its button without them (it fetches the request code when it first registers), so they go into a
 * `requests` chunk that the inbox and the activity log load, and the push register only when it registers.
 */
const NOT_SHARED_BY_ALL =
  /src[\\/](api[\\/](call|transport|retry|checks|request-checks|validated|limits|rules|operations)\b|utils[\\/](relative-time|number-format))/;
const inSharedChunk = (id: string) => !NOT_SHARED_BY_ALL.test(id);

/**
 * `vite build` — the ESM library for bundlers: one file per entry point, dependencies external.
 * `vite build --mode standalone` — `dist/notif-elements.standalone.js` for `<script type="module">`, with Lit
 * bundled: it defines each tag on first sight by importing that element's file from `dist/standalone/`.
 */
export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'standalone') {
    return {
      plugins: [minifyLiterals()],
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        lib: {
          entry: { 'notif-elements.standalone': 'src/standalone/autoloader.ts' },
          formats: ['es'],
        },
        rolldownOptions: {
          // Library mode keeps whitespace for ES output; a file for <script type="module"> wants it gone.
          output: {
            minify: true,
            // Pure annotations help a bundler that reads the file again; nothing reads this one again.
            comments: { annotation: false },
            chunkFileNames: 'standalone/[name]-[hash].js',
            codeSplitting: {
              groups: [
                { name: 'shared', minShareCount: 3, test: inSharedChunk },
                { name: 'requests', minShareCount: 3, test: NOT_SHARED_BY_ALL },
              ],
            },
          },
        },
      },
    };
  }
  return {
    plugins: [minifyLiterals(), serviceWorkerFile()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Unminified, with a `// src/…` comment before each module's code: a debugger shows the code as written, and
      // stack traces lead to the source file. Source maps (with their copy of the TypeScript) would double the
      // package for no gain in readability.
      minify: false,
      sourcemap: false,
      lib: {
        entry: {
          index: 'src/index.ts',
          ...elementEntries,
          client: 'src/api/index.ts',
          'local-api': 'src/local-api/index.ts',
          proxy: 'src/proxy/index.ts',
          cli: 'src/local-api/cli.ts',
          react: 'src/react/index.ts',
        },
        formats: ['es'],
      },
      rolldownOptions: { external },
    },
  };
});
