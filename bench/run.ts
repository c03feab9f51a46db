/**
 * `npm run bench`: the figures users compare inbox libraries by, in one run — our pages' sizes, our inbox beside
 * the anchors' (bundled by the same tool), our inbox in Chromium at several feed sizes, and the proxy under load
 * beside the service and a bare forwarder (bench/proxy-load/, also run alone). Prints tables, writes
 * JSON, and writes `docs/benchmarks.md`, the page of today's figures with the machine and the date. A part that
 * cannot be measured is reported and the rest goes on; the exit code is non-zero only when the bench itself breaks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../test/support/chromium.js';
import { benchProxyLoad, type ProxyLoad } from './proxy-load/proxy-load.js';
import { proxyLoadTable } from './proxy-load/report.js';
import { benchFairness, fairnessMarkdown } from './proxy-load/fairness.js';
import { benchInbox, type InboxRun } from './inbox-in-chromium.js';
import { benchFirstScreen } from './first-screen.js';
import { benchArrivals } from './arrivals.js';
import {
  LIVE_STREAM_MODES,
  benchLiveStreams,
  liveStreamsTable,
  type LiveStreamsRun,
} from './live-streams/live-streams.js';
import { ANCHORS, BENCH_DIR, WORK_DIR } from './pages.js';
import {
  anchorsTable,
  arrivalsPageSection,
  arrivalsTable,
  benchmarksPage,
  fairnessSection,
  FIRST_SCREEN_HEADING,
  firstScreenSection,
  firstScreenTable,
  INBOX_HEADING,
  inboxSection,
  inboxTable,
  ourPagesTable,
  proxySection,
  type BenchResults,
  type Machine,
  type Part,
} from './report.js';
import {
  bundleOurInboxPages,
  compareWithAnchors,
  measureOurPages,
  type BundledPage,
  type OurPages,
} from './sizes.js';

const ROOT = resolve(BENCH_DIR, '..');
const FAIRNESS_HEADING = '## One subscriber against the others';
const PROXY_HEADING = '## The proxy under load';
const ARRIVALS_HEADING = '## Arrivals through the live channel';

/** Puts `section` (which starts with `heading`) in place of that section of the page, or at its end. */
async function putSection(pagePath: string, heading: string, section: string): Promise<void> {
  const page = existsSync(pagePath) ? await readFile(pagePath, 'utf8') : '';
  const start = page.indexOf(heading);
  const end = start < 0 ? -1 : page.indexOf('\n## ', start + heading.length);
  const updated =
    start < 0
      ? `${page.trimEnd()}\n${section}`
      : `${page.slice(0, start - 1)}${section}${end < 0 ? '' : page.slice(end)}`;
  await writeFile(pagePath, updated);
}

/** The tables go to stdout; progress and errors to stderr. */
function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

const USAGE = `npm run bench [-- --sizes 50,1000,10000] [--out bench/results.json] [--page docs/benchmarks.md] [--no-build] [--only inbox|arrivals|fairness|live|first-screen|proxy]`;

function parsedArgs() {
  try {
    return parseArgs({
      options: {
        sizes: { type: 'string', default: '50,1000,10000' },
        out: { type: 'string', default: join(BENCH_DIR, 'results.json') },
        page: { type: 'string', default: join(ROOT, 'docs', 'benchmarks.md') },
        'no-build': { type: 'boolean', default: false },
        only: { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function options() {
  const values = parsedArgs();
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new UsageError(
      `--sizes takes whole numbers of messages above 0, separated by commas; got "${values.sizes}"`,
    );
  }
  if (values.only !== undefined && !(ONLY_PARTS as readonly string[]).includes(values.only))
    throw new UsageError(
      `--only takes "inbox" (the inbox in Chromium at each feed size), "arrivals" (the live channel's arrivals alone), "fairness" (one subscriber against the others), "live" (the live streams at scale), "first-screen" (our first screen beside Novu's) or "proxy" (the proxy under load); got "${values.only}"`,
    );
  return {
    sizes,
    out: resolve(values.out),
    page: resolve(values.page),
    build: !values['no-build'],
    only: values.only as OnlyPart | undefined,
  };
}

/** The parts `--only` measures alone. */
const ONLY_PARTS = ['inbox', 'arrivals', 'fairness', 'live', 'first-screen', 'proxy'] as const;
type OnlyPart = (typeof ONLY_PARTS)[number];

class UsageError extends Error {}

/** Runs `npm …` in `cwd`, its output on stderr so stdout stays the tables; true when it succeeded. */
function npm(args: string[], cwd: string): boolean {
  const result = spawnSync('npm', args, { cwd, stdio: ['ignore', process.stderr, 'inherit'] });
  return result.status === 0;
}

/** Installs the bench's own dependencies (the anchors) when they are missing. */
function installAnchors(): void {
  const missing = ANCHORS.some((anchor) => !existsSync(join(BENCH_DIR, 'node_modules', anchor.package)));
  if (!missing) return;
  console.error('Installing the bench dependencies into bench/node_modules…');
  if (!npm(['install', '--no-audit', '--no-fund', '--prefix', BENCH_DIR], ROOT)) {
    throw new Error('npm install --prefix bench failed');
  }
}

async function part<T>(
  title: string,
  measure: () => Promise<T>,
  format: (value: T) => string,
): Promise<Part<T>> {
  print(`\n## ${title}\n`);
  try {
    const value = await measure();
    print(format(value));
    return { value };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    print(`Not measured: ${message}`);
    return { error: message };
  }
}

async function main(): Promise<void> {
  const settings = options();
  installAnchors();
  if (settings.build && !npm(['run', 'build', '--silent'], ROOT)) {
    print('npm run build failed: the figures below are of the dist/ already there.');
  }
  await mkdir(WORK_DIR, { recursive: true });
  const arrivalsPart = () =>
    part(
      'Arrivals through the live channel, in Chromium',
      async () => {
        const browser = await launchChromium();
        try {
          return await benchArrivals(browser, join(ROOT, 'dist'));
        } finally {
          await browser.close();
        }
      },
      arrivalsTable,
    );
  const fairnessPart = () =>
    part(
      'One subscriber against the others, through the proxy',
      () => benchFairness({ seconds: 5, log: (line) => console.error(line) }),
      fairnessMarkdown,
    );
  const proxyPart = () =>
    part(
      'The proxy under load, beside the service and a bare forwarder',
      () =>
        benchProxyLoad({
          rounds: 2,
          seconds: 5,
          connections: 50,
          keySeconds: 60,
          hang: true,
          slowBodies: 300,
          log: (line) => console.error(line),
        }),
      proxyLoadTable,
    );
  const liveStreamsPart = () =>
    part(
      'Live streams at scale, beside a bare node:http floor',
      async () => {
        const runs: LiveStreamsRun[] = [];
        for (const streams of [1000, 10_000])
          for (const mode of LIVE_STREAM_MODES) runs.push(await benchLiveStreams(mode, streams));
        return runs;
      },
      liveStreamsTable,
    );
  const firstScreenPart = () =>
    part(
      "Our first screen beside Novu's",
      async () => {
        const browser = await launchChromium();
        try {
          return await benchFirstScreen(browser);
        } finally {
          await browser.close();
        }
      },
      firstScreenTable,
    );
  let chromium: string | undefined;
  const inboxPart = (page: BundledPage | undefined) =>
    part(
      `The inbox in Chromium${page ? ` (${page.label})` : ''}`,
      async () => {
        if (!page) throw new Error('our inbox page did not build');
        const browser = await launchChromium();
        chromium = browser.version();
        try {
          return await benchInbox({ browser, pageFolder: page.outDir, sizes: settings.sizes });
        } finally {
          await browser.close();
        }
      },
      inboxTable,
    );

  /** Measures one part alone: its JSON beside the results, and its section of the page put in place of the last run's. */
  const alone = async <T>(
    name: string,
    file: string,
    measure: () => Promise<Part<T>>,
    section?: { heading: string; of: (measured: Part<T>, date: string) => string },
  ): Promise<void> => {
    const measured = await measure();
    const date = new Date().toISOString();
    const out = join(dirname(settings.out), file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify({ date, [name]: measured }, null, 2)}\n`);
    if (section) await putSection(settings.page, section.heading, section.of(measured, date));
    print(
      `\nJSON: ${relative(process.cwd(), out)}${section ? `\nPage: ${relative(process.cwd(), settings.page)}` : ''}`,
    );
  };
  switch (settings.only) {
    case 'proxy':
      return alone('proxy', 'proxy-load.json', proxyPart, { heading: PROXY_HEADING, of: proxySection });
    case 'fairness':
      return alone('fairness', 'fairness.json', fairnessPart, {
        heading: FAIRNESS_HEADING,
        of: fairnessSection,
      });
    case 'live':
      return alone('liveStreams', 'live-streams.json', liveStreamsPart);
    case 'first-screen':
      return alone('firstScreen', 'first-screen.json', firstScreenPart, {
        heading: FIRST_SCREEN_HEADING,
        of: firstScreenSection,
      });
    case 'arrivals':
      return alone('arrivals', 'arrivals.json', arrivalsPart, {
        heading: ARRIVALS_HEADING,
        of: arrivalsPageSection,
      });
    case 'inbox':
      return alone(
        'inbox',
        'inbox.json',
        async () => inboxPart((await bundleOurInboxPages(ROOT, WORK_DIR)).at(-1)),
        {
          heading: INBOX_HEADING,
          of: inboxSection,
        },
      );
    case undefined:
      break;
  }

  const pages: Part<OurPages> = await part(
    'Our pages (scripts/page-weight.mjs)',
    () => measureOurPages(ROOT),
    ourPagesTable,
  );
  const anchors: Part<BundledPage[]> = await part(
    'Our inbox beside the anchors, each bundled by Vite into a page that shows it',
    () => compareWithAnchors(ROOT, WORK_DIR),
    anchorsTable,
  );
  const inbox: Part<InboxRun[]> = await inboxPart('value' in anchors ? lastOurs(anchors.value) : undefined);

  const firstScreen = await firstScreenPart();

  const proxy: Part<ProxyLoad> = await proxyPart();

  const fairness = await fairnessPart();
  const arrivals = await arrivalsPart();
  const liveStreams = await liveStreamsPart();
  const results: BenchResults = {
    date: new Date().toISOString(),
    pages,
    anchors,
    inbox,
    proxy,
    fairness,
    arrivals,
    liveStreams,
    firstScreen,
  };
  const machine = thisMachine(chromium);
  await mkdir(dirname(settings.out), { recursive: true });
  await writeFile(settings.out, `${JSON.stringify({ ...results, node: machine.node, machine }, null, 2)}\n`);
  await mkdir(dirname(settings.page), { recursive: true });
  await writeFile(settings.page, benchmarksPage(results, machine));
  print(`\nJSON: ${relative(process.cwd(), settings.out)}\nPage: ${relative(process.cwd(), settings.page)}`);
}

/** The machine the figures were measured on. */
function thisMachine(chromium: string | undefined): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() || 'unknown processor',
    cores: processors.length,
    memoryBytes: totalmem(),
    system: `${type()} ${release()}`,
    node: process.version,
    ...(chromium ? { chromium } : {}),
  };
}

function lastOurs(pages: BundledPage[]): BundledPage | undefined {
  return pages.filter((page) => !page.package).at(-1);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`bench: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error('bench: crashed:', error);
  process.exit(1);
});
