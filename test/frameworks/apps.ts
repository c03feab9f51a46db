/**
 * The frameworks' starters under test/frameworks/, as `npm run test:frameworks` (scripts/test-frameworks.ts) builds
 * and serves each one. Every page shows one `<notif-inbox>` (the bell) talking to `/api/notif`, the app's own inbox
 * proxy; `[data-test="unread"]` is the feed binding (`N unread`) and `[data-test="event"]` the event binding
 * (`marked read <id>` once a click has marked a message read).
 */
export interface FrameworkApp {
  /** The folder under test/frameworks/. */
  name: string;
  /** The framework's build, run in the app's folder with no secret in the environment. */
  build: string[];
  /** Its production server (given PORT and HOST), or none: then `staticFolder` is served with the proxy beside it. */
  start?: string[];
  staticFolder?: string;
  /** Whether the server renders the page (its HTML must then hold the inbox once). */
  ssr: boolean;
  /**
   * The docs' proxy examples the app runs as they are, copied in before it installs: the app's path, then the docs'.
   * Its own files import them from there, as an app imports what it copied from docs/proxy.md.
   */
  proxyExamples?: Record<string, string>;
  /** What the build must not print. */
  buildWarnings?: RegExp[];
}

const proxyExamplesIn = (folder: string) => ({
  [`${folder}/inbox-proxy.ts`]: 'docs/examples/proxy/inbox-proxy.ts',
  [`${folder}/live-hub.ts`]: 'docs/examples/proxy/live-hub.ts',
});

/** What a bundler must not say of the code the package ships. */
const cleanBuild = [/PURE/];

export const frameworkApps: FrameworkApp[] = [
  {
    name: 'next',
    build: ['npx', 'next', 'build'],
    start: ['npx', 'next', 'start', '--hostname', '127.0.0.1'],
    ssr: true,
    proxyExamples: proxyExamplesIn('lib'),
    buildWarnings: cleanBuild,
  },
  {
    name: 'sveltekit',
    build: ['npx', 'vite', 'build'],
    start: ['node', 'build'],
    ssr: true,
    proxyExamples: proxyExamplesIn('src/lib/server'),
    buildWarnings: cleanBuild,
  },
  {
    name: 'nuxt',
    build: ['npx', 'nuxt', 'build'],
    start: ['node', '.output/server/index.mjs'],
    ssr: true,
    proxyExamples: proxyExamplesIn('server/utils'),
    buildWarnings: cleanBuild,
  },
  {
    name: 'angular',
    build: ['npx', 'ng', 'build'],
    staticFolder: 'dist/angular/browser',
    ssr: false,
    buildWarnings: cleanBuild,
  },
  {
    name: 'vue',
    build: ['npm', 'run', 'build'],
    staticFolder: 'dist',
    ssr: false,
    buildWarnings: cleanBuild,
  },
  {
    name: 'astro',
    build: ['npx', 'astro', 'build'],
    staticFolder: 'dist',
    ssr: false,
    buildWarnings: cleanBuild,
  },
];
