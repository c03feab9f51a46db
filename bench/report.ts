/**
 * The bench's figures as tables: plain text for stdout, and Markdown for `docs/benchmarks.md`, the page the
 * project's documents cite for today's figures. Both are made from the same rows.
 */
import { fairnessMarkdown, type FairnessRun } from './proxy-load/fairness.js';
import { ARRIVALS, type ArrivalsResult } from './arrivals.js';
import { liveStreamsTable, type LiveStreamsRun } from './live-streams/live-streams.js';
import type { FirstScreen } from './first-screen.js';
import { SCROLL_TARGET, type InboxRun } from './inbox-in-chromium.js';
import type { ProxyLoad } from './proxy-load/proxy-load.js';
import { proxyLoadMarkdown } from './proxy-load/report.js';
import type { BundledPage, OurPages } from './sizes.js';
import { kib, markdownTable, table } from './tables.js';

/** A part's figures, or the one-line reason it has none. */
export type Part<T> = { value: T } | { error: string };

/** What one run measured, as `bench/results.json` holds it. */
export interface BenchResults {
  /** When the run ended (ISO 8601). */
  date: string;
  pages: Part<OurPages>;
  anchors: Part<BundledPage[]>;
  inbox: Part<InboxRun[]>;
  /** The proxy under load, beside the service and a bare forwarder. */
  proxy?: Part<ProxyLoad>;
  /** One subscriber against the others through the proxy; absent from runs before it existed. */
  fairness?: Part<FairnessRun>;
  /** The live channel's arrivals and upstream requests; absent from runs before it existed. */
  arrivals?: Part<ArrivalsResult>;
  /** Idle live streams at scale, beside a bare node:http floor; absent from runs before it existed. */
  liveStreams?: Part<LiveStreamsRun[]>;
  /** Our opened inbox's first screen beside Novu's; absent from runs before it existed. */
  firstScreen?: Part<FirstScreen[]>;
}

/** The machine a run was measured on: timings depend on it, sizes do not. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  system: string;
  node: string;
  /** The browser's version, when a part launched it. */
  chromium?: string;
}

/** Headers and rows of one table, before it is printed either way. */
interface Grid {
  headers: string[];
  rows: string[][];
}

export { kib, markdownTable, table } from './tables.js';

function ourPagesGrid(rows: Extract<OurPages, { rows: unknown }>['rows']): Grid {
  return {
    headers: ['page', 'JS fetched (gzip -9)', 'files', 'budget', 'target', ''],
    rows: rows.map((row) => [
      row.name,
      kib(row.bytes),
      String(row.files.length),
      row.budget == null ? '' : kib(row.budget),
      row.target == null ? '' : kib(row.target),
      row.budget == null
        ? ''
        : row.bytes <= row.budget
          ? 'within budget'
          : `OVER BUDGET by ${kib(row.bytes - row.budget)}`,
    ]),
  };
}

function anchorsGrid(pages: BundledPage[]): Grid {
  return {
    headers: ['page (Vite production build, minified)', 'initial JS (gzip -9)', 'all JS', 'files', '÷ ours'],
    rows: pages.map((page) => [
      page.package ? `${page.label} — ${page.package}` : page.label,
      kib(page.initialGzip),
      kib(page.totalGzip),
      String(page.files.length),
      page.ratioToOurs === undefined ? '' : `${page.ratioToOurs.toFixed(2)}×`,
    ]),
  };
}

function inboxGrid(runs: InboxRun[]): Grid {
  const ms = (value: number | null) =>
    value === null ? '—' : `${Math.round(value).toLocaleString('en')} ms`;
  const mb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(1)} MB`);
  const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en'));
  return {
    headers: [
      'messages',
      'list',
      'first message',
      'scroll until loaded',
      'DOM nodes (first / after)',
      'elements after',
      'JS heap (first / after)',
      'mark-as per opening',
    ],
    rows: runs.map((run) => [
      run.messages.toLocaleString('en'),
      run.grouped ? 'grouped' : 'plain',
      ms(run.firstMessageMs),
      `${ms(run.scroll.ms)} (${count(run.scroll.loaded)} of ${count(run.scroll.target)})`,
      `${count(run.firstScreen?.domNodes)} / ${count(run.afterScroll?.domNodes)}`,
      count(run.afterScroll?.domElements),
      `${mb(run.firstScreen?.jsHeapBytes)} / ${mb(run.afterScroll?.jsHeapBytes)}`,
      run.markAsPerOpening.join(', ') || '—',
    ]),
  };
}

/** The most a first message at the largest feed may take over its time at the smallest (docs/budgets.md). */
const FIRST_MESSAGE_AT_SCALE = 1.2;

/**
 * How the first message's time grows with the feed: for each list (plain, grouped), its time at the largest feed
 * measured over its time at the smallest. A figure, never a failure.
 */
function firstMessageAtScale(runs: InboxRun[]): { title: string; lines: string[] } {
  const lines = [false, true].flatMap((grouped) => {
    const timed = runs.filter((run) => run.grouped === grouped && run.firstMessageMs !== null);
    if (timed.length < 2) return [];
    const smallest = timed.reduce((a, b) => (b.messages < a.messages ? b : a));
    const largest = timed.reduce((a, b) => (b.messages > a.messages ? b : a));
    const ratio = largest.firstMessageMs! / smallest.firstMessageMs!;
    const verdict = ratio <= FIRST_MESSAGE_AT_SCALE ? 'within' : 'OVER';
    return [
      `${grouped ? 'grouped' : 'plain'}: ${ratio.toFixed(2)}× at ${largest.messages.toLocaleString('en')} messages over ${smallest.messages.toLocaleString('en')} (${verdict} ${FIRST_MESSAGE_AT_SCALE}×)`,
    ];
  });
  return { title: 'The first message at the largest feed over the smallest', lines };
}

function firstScreenGrid(screens: FirstScreen[]): Grid {
  const ours = screens.find((screen) => screen.side === 'ours');
  const label = { ours: 'notif-elements (<notif-inbox>)', novu: 'Novu Inbox (@novu/js/ui)' };
  const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
  return {
    headers: [
      'inbox, opened',
      'DOM nodes',
      'elements',
      'messages rendered',
      'nodes per message',
      '÷ ours',
      'click to first message, warm',
      'pointer resting first',
      'cold',
    ],
    rows: screens.map((screen) => [
      label[screen.side],
      screen.nodes.toLocaleString('en'),
      screen.elements.toLocaleString('en'),
      String(screen.messages),
      screen.messages ? (screen.nodes / screen.messages).toFixed(1) : '—',
      ours && screen.side !== 'ours' ? `${(screen.nodes / ours.nodes).toFixed(2)}×` : '',
      ms(screen.opening.warmMs),
      ms(screen.opening.restedMs),
      ms(screen.opening.coldMs),
    ]),
  };
}

export function firstScreenTable(screens: FirstScreen[]): string {
  const { headers, rows } = firstScreenGrid(screens);
  return table(headers, rows);
}

/** The heading of the first screens' section, which `npm run bench -- --only first-screen` puts in place. */
export const FIRST_SCREEN_HEADING = "## Our first screen beside Novu's";

/** Our opened inbox's first screen beside Novu's (bench/first-screen.ts). */
export function firstScreenSection(part: Part<FirstScreen[]>, date: string): string {
  return `
${FIRST_SCREEN_HEADING}

Measured on ${date.slice(0, 10)}. Each inbox opened from its bell on the same page (a header with the bell at its end, 1280×800, light), with the same
50 messages (ours on the local API, Novu's on a stand-in for its service), once its DOM has stopped changing: the
whole document's DOM nodes and elements through every shadow root, and how many messages it rendered (its first
page: Novu's is 10 messages, ours 20). The goal is at most 600 nodes for our open popover's first screen
([budgets.md](budgets.md#rendering-budgets)).

*Click to first message*: from the pointer going down on the bell to the first frame that shows a message's
subject, the median of 5 page loads each. Warm: the page loaded, its network idle and left alone for half a second
(its code and counts in), the bell clicked as the pointer reaches it. Pointer resting first: the same, the pointer
on the bell 100 ms before it presses, as a person's rests a moment (the short end of the usual 100 to 300 ms).
Cold: a browser with nothing cached, the bell clicked as soon as it shows. A closed bell of ours reads only its
counts; it fetches its first page when the pointer enters the bell, a touch starts on it or the focus reaches it
(or, failing those, when it opens). Both are served from this machine, so no network's time is in any figure. The
goal for ours is at most 100 ms warm ([budgets.md](budgets.md#rendering-budgets)).

${markdownPart(part, firstScreenGrid, () => [])}
`;
}

/** A grouped run's name in the lines under the table: its feed size, "grouped". */
function groupedLabel(run: InboxRun): string {
  return `${run.messages.toLocaleString('en')} grouped`;
}

/** The feed sizes that were not measured, and why, one per line. */
function inboxErrors(runs: InboxRun[]): string[] {
  return runs
    .filter((run) => run.error)
    .map((run) => `${run.messages} messages${run.grouped ? ', grouped' : ''}: ${run.error}`);
}

/**
 * How many first screens of DOM a list may hold after the scroll and still count as bounded: "a screen or two"
 * (docs/budgets.md#rendering-budgets). A list that rendered every row it loaded would hold ten times its first
 * screen or more after loading 1,000 messages (250 group rows of some 30 nodes each), so the line is far from both.
 */
const BOUNDED_SCREENS = 2;

/**
 * Whether the DOM stays bounded with grouping: for each grouped run over a feed of at least 1,000 messages, the DOM
 * nodes after the scroll that loaded them over the first screen's. A smaller feed is left out: its whole list may
 * well be a screen or two. A figure, never a failure: the bench does not fail a build.
 */
function boundedDom(runs: InboxRun[]): { title: string; lines: string[] } {
  const count = (value: number) => value.toLocaleString('en');
  const lines = runs
    .filter((run) => run.grouped && run.messages >= SCROLL_TARGET)
    .map((run) => {
      const first = run.firstScreen?.domNodes;
      const after = run.afterScroll?.domNodes;
      if (!first || after === undefined) return `${groupedLabel(run)}: not measured`;
      const screens = after / first;
      const verdict = screens <= BOUNDED_SCREENS ? 'bounded' : 'NOT BOUNDED';
      return `${groupedLabel(run)}: ${count(after)} nodes, ${screens.toFixed(2)}× the first screen's ${count(first)}: ${verdict}`;
    });
  return {
    title: `DOM with grouping after the scroll (bounded: at most ${BOUNDED_SCREENS}× the first screen's nodes)`,
    lines,
  };
}

export function ourPagesTable(pages: OurPages): string {
  if ('missing' in pages) return `Our pages: ${pages.missing}; the size table of our pages is skipped.`;
  const { headers, rows } = ourPagesGrid(pages.rows);
  return table(headers, rows);
}

export function anchorsTable(pages: BundledPage[]): string {
  const { headers, rows } = anchorsGrid(pages);
  return table(headers, rows);
}

export function inboxTable(runs: InboxRun[]): string {
  const { headers, rows } = inboxGrid(runs);
  const atScale = firstMessageAtScale(runs);
  const bounded = boundedDom(runs);
  const errors = inboxErrors(runs);
  const indented = (title: string, lines: string[]) =>
    lines.length ? [`${title}:`, ...lines.map((line) => `  ${line}`)] : [];
  return [
    table(headers, rows),
    ...indented(atScale.title, atScale.lines),
    ...indented(bounded.title, bounded.lines),
    ...indented('Not measured', errors),
  ].join('\n');
}

/** Lines under a table, each with its title: a Markdown list after the title, nothing when there are none. */
type Notes = { title: string; lines: string[] }[];

/** A part of the page: its figures as a Markdown table, or why it has none, and the notes below the table. */
function markdownPart<T>(part: Part<T>, grid: (value: T) => Grid | string, notes: (value: T) => Notes) {
  if ('error' in part) return `Not measured: ${part.error}`;
  const made = grid(part.value);
  if (typeof made === 'string') return made;
  return [
    markdownTable(made.headers, made.rows),
    ...notes(part.value).flatMap(({ title, lines }) =>
      lines.length ? ['', `${title}:`, '', ...lines.map((line) => `- ${line}`)] : [],
    ),
  ].join('\n');
}

/** `docs/benchmarks.md`: the figures of one run, the machine and the date, with what each column means. */
export function benchmarksPage(results: BenchResults, machine: Machine): string {
  const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;
  const machineRows = [
    ['processor', `${machine.cpu}, ${machine.cores} cores`],
    ['memory', gib(machine.memoryBytes)],
    ['system', machine.system],
    ['Node', machine.node],
    ...(machine.chromium ? [['Chromium', machine.chromium]] : []),
  ];
  return `<!-- Made by \`npm run bench\`: run it again to bring this page up to date, rather than editing it. -->

# Benchmarks

The figures of the last run of \`npm run bench\`, on ${results.date.slice(0, 10)}. Sizes depend only on the code
and the build; timings depend on the machine and on what else it was doing. What the budgets are, and how a page is
weighed, is in [budgets.md](budgets.md).

## The machine

${markdownTable(['', 'this run'], machineRows)}

## Our pages

JavaScript each page fetches (every file at its gzip -9 size, Lit included) from its start until it has settled (no
request for 1 s, none in flight), as \`scripts/page-weight.mjs\` weighs it in Chromium: the figures \`npm test\` holds
to the budgets of \`size-budgets.json\`. What each page is, and what a person does on it, is in
[budgets.md](budgets.md#size-budgets).

${markdownPart(
  results.pages,
  (pages) => ('missing' in pages ? `Not measured: ${pages.missing}.` : ourPagesGrid(pages.rows)),
  () => [],
)}

## Our inbox beside the anchors

A page showing each inbox as its README tells a page to, every one bundled by the same Vite production build,
minified, and weighed from its build: the anchors cannot run here, they need their hosted services. *initial JS* is
the entry and the chunks it imports statically, what any page of it fetches; *all JS* adds every chunk it may import
later, and *÷ ours* is an anchor's initial JS over that of the lightest way to get our inbox. What our pages fetch in
the browser until settled is in the table above.

${markdownPart(results.anchors, anchorsGrid, () => [])}
${inboxSection(results.inbox)}${results.firstScreen ? firstScreenSection(results.firstScreen, results.date) : ''}
${arrivalsPageSection(results.arrivals)}${results.liveStreams ? liveStreamsSection(results.liveStreams) : ''}
${results.proxy ? proxySection(results.proxy) : ''}${results.fairness ? fairnessSection(results.fairness) : ''}`;
}

export const INBOX_HEADING = '## The inbox in Chromium';

/** The inbox in Chromium at each feed size, with how its first message grows with the feed. */
export function inboxSection(inbox: Part<InboxRun[]>): string {
  return `
${INBOX_HEADING}

Our inbox over the built local API served on 127.0.0.1 beside the page, at several feed sizes: time from navigation
start to the first message on screen (median of seven loads), time spent scrolling the list to its end until 1,000
messages (or all) are loaded, DOM nodes through every shadow root on the first screen and after that scroll (each
once the DOM has stopped changing), JS heap after a garbage collection, and the mark-as requests sent by two
openings of the popover (the first sees unseen messages, the second none).

Each feed comes in threads of four messages (a shared \`payload.threadId\`), and each size is measured twice over it:
as a *plain* list, and *grouped* (\`<notif-inbox group>\`, each thread one row that expands in place, its module
fetched when the inbox starts). Grouped, the first message is the first group's row. Below the table, for each grouped
run of 1,000 messages or more, the DOM after the scroll over that of the first screen: bounded when at most
${BOUNDED_SCREENS}×, a screen or two.

${markdownPart(inbox, inboxGrid, (runs) => [
  firstMessageAtScale(runs),
  boundedDom(runs),
  { title: 'Not measured', lines: inboxErrors(runs) },
])}
`;
}

/** One subscriber against the others, as docs/security.md#fair-shares describes the guarantee. */
export function fairnessSection(fairness: Part<FairnessRun>): string {
  return `
## One subscriber against the others

Normal subscribers read their feed through the proxy, first alone (quiet), then beside an abusive subscriber who
floods it with feed requests and asks for deep pages the service answers only after the proxy's timeout: the normal
subscribers' success and latency in both phases, in one sitting. The service and the proxy run in a process of their
own, the load in the bench's. What one subscriber may take of a proxy is in [security.md](security.md#fair-shares).

${'value' in fairness ? fairnessMarkdown(fairness.value) : `Not measured: ${fairness.error}`}
`;
}

/** Idle live streams at scale (bench/live-streams/), as docs/proxy.md#figures describes the measure. */
function liveStreamsSection(part: Part<LiveStreamsRun[]>): string {
  return `
## Live streams at scale

One server process holding idle live streams (opened over raw sockets from another process; half as many subscribers
as streams), heartbeats every 5 s for the run: the cost per stream (RSS and heap after two collections, over the
empty server), the longest event-loop stall over two heartbeat intervals, and \`await hub.notify\` p50/p95/p99 over
1,000 calls spread while heartbeats run; the proxy mounted with \`toNodeListener\` and on Hono's Node server
(\`onOrigin\`, passing \`c.env\`), beside a bare \`node:http\` server writing the same bytes in one round. The young
generation is what V8's new space grew by while the streams opened (part of the RSS, not kept per stream).

${'error' in part ? `Not measured: ${part.error}` : liveStreamsTable(part.value)}
`;
}

/** The proxy under load, as docs/proxy.md#under-load describes the measure. */
export function proxySection(proxy: Part<ProxyLoad>): string {
  return `
## The proxy under load

The inbox proxy mounted as the Hono example mounts it (\`onOrigin\`), beside a bare forwarder mounted the same way
(fetch the service, return its body, nothing checked) and beside the service itself (the local API over loopback
HTTP), with the load generator in a process of its own: requests/s, and CPU time per request of the process that
served them, in rounds that alternate the three. Then the proxy's open files, requests in flight and memory while the
service is stopped 12 s under a steady 300 requests/s; mark-as with a new idempotency key each request, window by
window; and 300 slow request bodies through the proxy on the Hono and the \`node:http\` mounts of the examples, beside
normal traffic. The machine is shared: the load average beside the first table says how busy it was. What is
measured and why is in [proxy.md](proxy.md#under-load).

${'value' in proxy ? proxyLoadMarkdown(proxy.value) : `Not measured: ${proxy.error}`}
`;
}

const ms = (value: number) => `${value} ms`;
const WAY_NAMES = {
  notify: 'hub.notify after trigger',
  'proxy-poll': 'proxy polling only',
  'live-off': 'live off (elements poll)',
} as const;

function arrivalsGrid(result: ArrivalsResult): Grid {
  const rows = result.arrivals.map((figures) => {
    const scaled = figures.scaledTo30s;
    const way = `${WAY_NAMES[figures.way]}${figures.intervalMs ? `, every ${figures.intervalMs / 1000} s` : ''}`;
    return [
      way,
      ms(figures.badge.p50),
      ms(figures.badge.p95),
      ms(figures.toast.p50),
      ms(figures.toast.p95),
      scaled ? `${ms(scaled.badge.p50)} / ${ms(scaled.badge.p95)}` : '',
    ];
  });
  return {
    headers: [
      'way',
      'badge p50',
      'badge p95',
      'toast p50',
      'toast p95',
      'scaled to the 30 s poll (badge p50 / p95)',
    ],
    rows,
  };
}

function upstreamGrid(result: ArrivalsResult): Grid {
  return {
    headers: ['live', 'tabs', 'upstream requests per minute'],
    rows: result.upstream.map((row) => [row.live, String(row.tabs), String(row.perMinute)]),
  };
}

export function arrivalsTable(result: ArrivalsResult): string {
  const arrivals = arrivalsGrid(result);
  const upstream = upstreamGrid(result);
  return `${table(arrivals.headers, arrivals.rows)}\n\n${table(upstream.headers, upstream.rows)}`;
}

/** The arrivals' section of the page: its heading, what it measures, and its tables. */
export function arrivalsPageSection(part: Part<ArrivalsResult> | undefined): string {
  return `
## Arrivals through the live channel

A page with \`<notif-inbox>\` and \`<notif-toasts>\` behind the proxy (\`/api/notif\`, the standalone script) on
127.0.0.1, the local API behind the proxy: time from the trigger (server side) to the badge changing and to the toast
showing, over ${ARRIVALS} arrivals spread over the poll's phase. The proxy's polling runs at a short interval for
the run, and so does the elements' own poll with live off; that last row's figures are also given scaled to the default
30 s poll (a delay found by polling is a share of the interval). Then the requests the proxy sent the service per
minute for the one subscriber, with nothing arriving, with 1 and 5 tabs open (the default 15 s proxy poll and 30 s
element poll).

${arrivalsSection(part)}
`;
}

function arrivalsSection(part: Part<ArrivalsResult> | undefined): string {
  if (!part) return 'Not measured in this run.';
  const arrivals = markdownPart(part, arrivalsGrid, () => []);
  if ('error' in part) return arrivals;
  const upstream = upstreamGrid(part.value);
  return `${arrivals}\n\n${markdownTable(upstream.headers, upstream.rows)}`;
}
