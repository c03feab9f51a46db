import { defineConfig, type UserConfig } from 'vite';
import { builtinModules } from 'node:module';

/** Packages the library build leaves to the user's bundler. */
const external = [
  /^lit($|\/)/,
  /^@lit\//,
  /^@lit-labs\//,
  /^hono($|\/)/,
  /^@hono\//,
  /^valibot$/,
  /^node:/,
  ...builtinModules,
];

/**
 * `vite build` — the ESM library for bundlers: one file per entry point, dependencies external.
 * `vite build --mode standalone` — one file with Lit bundled, for `<script type="module">` from a CDN.
 */
export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'standalone') {
    return {
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        lib: {
          entry: { 'notif-elements.standalone': 'src/index.ts' },
          formats: ['es'],
        },
        // Library mode keeps whitespace for ES output; a file for <script type="module"> wants it gone.
        rolldownOptions: { output: { minify: true } },
      },
    };
  }
  return {
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      lib: {
        entry: {
          index: 'src/index.ts',
          client: 'src/api/index.ts',
          'local-api': 'src/local-api/index.ts',
          proxy: 'src/proxy/index.ts',
          cli: 'src/local-api/cli.ts',
        },
        formats: ['es'],
      },
      rolldownOptions: { external },
    },
  };
});
