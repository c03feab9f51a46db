import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { elementFamilies } from './build/element-families.js';
import { minifyLiterals } from './build/minify-literals.js';
import { runtimeInScript } from './build/runtime-in-script.js';

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
      source: readFileSync('src/elements/notif-push-register/notif-sw.js', 'utf8'),
    });
  },
});

/**
 * Code the inbox and the activity log load at once and the push register only when it first registers (the
 * connection and the request code), or never (the readers of untrusted records, clipped text, dates and numbers): a
 * `requests` file of its own, so that the push register's button shows without it.
 */
const NOT_SHARED_BY_ALL =
  /src[\\/](api[\\/](call|transport|retry|checks|request-checks|validated|limits|rules|operations|connection|bind-operations|errors|validation-errors)\b|controllers[\\/](shared-client|api-key-warning)|utils[\\/](relative-time|number-format|untrusted|clip-text|intl-cache)|elements[\\/]clipped)/;

/**
 * The standalone files, one per family of elements (see `build/element-families.ts`):
 * - the script itself (`shared`): the autoloader, Lit and the code that several families use, which every page
 *   with an element needs anyway;
 * - `requests` (above), and `provider`: the context provider that only the inbox and `<notif-provider>` use, so that
 *   a page with a provider and the push register or the activity log does not load the inbox, nor theirs the provider;
 * - one file per family: the inbox with the message card (`<notif-message>` alone loads the inbox's file too, about
 *   5 KiB more for that rare page), the push register, the activity log (with the strings its detail shares), the
 *   detail, and each lazily loaded part.
 */
const families = elementFamilies({
  merge: { inbox: /src[\\/]elements[\\/]notif-(inbox|message)[\\/]notif-\1\.ts$/ },
  shared: (id, users) =>
    users.length === 2 && users.includes('provider')
      ? 'provider'
      : NOT_SHARED_BY_ALL.test(id)
        ? 'requests'
        : 'shared',
});
const standaloneFile = (id: string) => families.chunkOf(id) ?? 'shared';

/**
 * `vite build` — the ESM library for bundlers: one file per entry point, dependencies external.
 * `vite build --mode standalone` — `dist/notif-elements.standalone.js` for `<script type="module">`, with Lit
 * bundled: it defines each tag on first sight by importing that element's file from `dist/standalone/`.
 */
export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'standalone') {
    return {
      plugins: [minifyLiterals(), families.plugin, runtimeInScript()],
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
          // The script's file also exports what the element files import from it (the shared code it holds), and
          // a group may leave out a module's dependencies: both needed for one file per family.
          preserveEntrySignatures: 'allow-extension',
          // Library mode keeps whitespace for ES output; a file for <script type="module"> wants it gone.
          output: {
            minify: true,
            // Pure annotations help a bundler that reads the file again; nothing reads this one again.
            comments: { annotation: false },
            chunkFileNames: 'standalone/[name]-[hash].js',
            codeSplitting: {
              groups: [
                {
                  name: standaloneFile,
                  debugName: 'element families',
                  includeDependenciesRecursively: false,
                },
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
