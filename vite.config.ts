import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { minifyLiterals } from './build/minify-literals.js';
import { shortPrivateProperties } from './build/private-properties.js';
import { readableAnnotations } from './build/readable-annotations.js';
import { retryableImports } from './build/retryable-imports.js';
import { elementCodeInFirstFile, smallSharedCodeInScript } from './build/shared-code.js';

/** Packages the library build leaves to the user's bundler. */
const external = [
  /^lit($|\/)/,
  /^@lit\//,
  /^@lit-labs\//,
  /^react($|\/)/,
  /^vue($|\/)/,
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
  toasts: 'src/entries/toasts.ts',
};

/**
 * `notif-elements/react` (`dist/react/index.js`) and a file per component beside it, each importing its element
 * alone: package.json's `sideEffects` leaves `dist/react/` out, so a bundler drops the components an app does not
 * render, with their elements.
 */
const reactEntries = {
  'react/index': 'src/react/index.ts',
  'react/notif-inbox': 'src/react/notif-inbox.ts',
  'react/notif-message': 'src/react/notif-message.ts',
  'react/notif-push-register': 'src/react/notif-push-register.ts',
  'react/notif-activity': 'src/react/notif-activity.ts',
  'react/notif-provider': 'src/react/notif-provider.ts',
  'react/notif-toasts': 'src/react/notif-toasts.ts',
};

/** The entry points a page imports: every element, the client, the headless feed, the React and Vue bindings. */
const browserEntries = {
  index: 'src/index.ts',
  ...elementEntries,
  client: 'src/api/index.ts',
  feed: 'src/entries/feed.ts',
  ...reactEntries,
  vue: 'src/vue/index.ts',
};

/**
 * The entry points of servers: the proxy, and the live hub's Redis broadcast (which imports no Redis client: it
 * takes the app's own). The local API is a workspace package of its own.
 */
const serverEntries = {
  proxy: 'src/proxy/index.ts',
  'proxy/redis': 'src/proxy/redis.ts',
};

/**
 * The built-in translations (`src/i18n/locales/`), which load only for a locale other than English, keep a folder of
 * their own in every build (`locales/`), so what a page in English never fetches is plain to see, and to check.
 */
const LOCALES_FOLDER = '/src/i18n/locales/';
const inLocalesFolder = (chunk: { facadeModuleId: string | null }) =>
  chunk.facadeModuleId?.replaceAll('\\', '/').includes(LOCALES_FOLDER) ?? false;

/** The standalone script (`dist/notif-elements.standalone.js`) and its entry module. */
const STANDALONE_SCRIPT = 'notif-elements.standalone';
const STANDALONE_ENTRY = 'src/standalone/autoloader.ts';

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
 * How both builds compress: with terser, whose compressor also folds a function called once into its caller (a
 * helper, a private method), which the bundler's own minifier leaves in place; the bundler's minifier then writes
 * each file out (`output.minify`), as before. Every page is lighter with it (docs/budgets.md). The library keeps the
 * `@__PURE__` annotations a bundler reading it again needs (a page that imports only the client's errors carries none
 * of its argument rules), though not `@__NO_SIDE_EFFECTS__`. The compressor runs twice: the second pass folds what
 * the first made foldable (a few tens of bytes less on most pages).
 */
const minified = {
  minify: 'terser',
  terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
} as const satisfies UserConfig['build'];

/**
 * A constant one module imports from another (the tags of `src/elements/shared/tag-names.ts`, a limit, a key) is
 * written as its value where it is used, rather than exported by one file and imported by the next: an element's
 * file of the standalone build names its tag itself instead of importing it from the script. The development files
 * keep the names, as the source has them.
 */
const inlinedConstants = { inlineConst: true } as const;

/**
 * `vite build` — the ESM library for bundlers: one file per entry point, dependencies external (and
 * `vite build --mode development`, the same unminified).
 * `vite build --mode standalone` — `dist/notif-elements.standalone.js` for `<script type="module">`, with Lit
 * bundled: it defines each tag on first sight by importing that element's file from `dist/standalone/`. Its files
 * follow its entries: the script (the autoloader, and Lit with what it needs itself), one file per element it
 * imports and per part an element fetches later (the windowed list, the activity detail, the push registration's
 * run and Web Push subscription, the toasts and desktop notifications), and the files the bundler makes for code
 * several of them share.
 */
export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'standalone') {
    return {
      plugins: [minifyLiterals(), shortPrivateProperties(), retryableImports()],
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        target: 'es2022',
        ...minified,
        lib: {
          entry: { [STANDALONE_SCRIPT]: STANDALONE_ENTRY },
          formats: ['es'],
        },
        rolldownOptions: {
          optimization: inlinedConstants,
          // An element's file may also export what a later part of it imports (the push register's run imports
          // from the push register's file), rather than the bundler making one more file for it.
          preserveEntrySignatures: 'allow-extension',
          output: {
            // Library mode keeps whitespace for ES output; a file for <script type="module"> wants it gone.
            minify: true,
            // Small code that most elements share goes in the script, and what the files of one element share in its
            // first file, not in a file of its own for each set of files that import it (build/shared-code.ts).
            codeSplitting: {
              groups: [
                { ...smallSharedCodeInScript(STANDALONE_SCRIPT), priority: 2 },
                { ...elementCodeInFirstFile(), priority: 1 },
              ],
            },
            // Pure annotations help a bundler that reads the file again; nothing reads this one again.
            comments: { annotation: false },
            // The script by its name; the files it loads (each element and later part is an entry of its own,
            // see build/retryable-imports.ts) in the folder beside it.
            entryFileNames: (chunk) =>
              chunk.name === STANDALONE_SCRIPT ? '[name].js' : 'standalone/[name]-[hash].js',
            chunkFileNames: (chunk) =>
              inLocalesFolder(chunk) ? 'standalone/locales/[name]-[hash].js' : 'standalone/[name]-[hash].js',
          },
        },
      },
    };
  }
  // The library for bundlers. `vite build`: minified into `dist/`, identifiers and private names included, with the
  // `html` and `css` literals minified and the private custom properties shortened; `vite build --mode development`:
  // the same files as written into `dist/development/` (with a `// src/…` comment before each module's code, so a
  // debugger shows the code and stack traces lead to the source file), which bundlers pick by the `development`
  // condition of package.json's exports, as Lit's packages do. Source maps (with their copy of the TypeScript) would double the package for no gain.
  const development = mode === 'development';
  return {
    plugins: development
      ? []
      : [minifyLiterals(), shortPrivateProperties(), serviceWorkerFile(), readableAnnotations()],
    build: {
      outDir: development ? 'dist/development' : 'dist',
      emptyOutDir: !development,
      target: 'es2022',
      ...(development ? { minify: false } : minified),
      sourcemap: false,
      lib: {
        // The development files are those a bundler puts in a page; the server's entries have none.
        entry: development ? browserEntries : { ...browserEntries, ...serverEntries },
        formats: ['es'],
      },
      // Library mode keeps whitespace for ES output unless told.
      rolldownOptions: {
        ...(development ? {} : { optimization: inlinedConstants }),
        external,
        output: {
          minify: !development,
          chunkFileNames: (chunk) =>
            inLocalesFolder(chunk) ? 'locales/[name]-[hash].js' : '[name]-[hash].js',
        },
      },
    },
  };
});
