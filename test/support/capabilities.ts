/**
 * What a browser test needs that not every engine (or its driver) has. A test that needs one calls
 * {@link requireCapability} first: where it is missing the test is skipped, and the reason is logged for the test
 * run's summary (scripts/wtr-count-reporter.mjs prints every skip with it), never silently passed.
 * Capabilities are detected, never inferred from the engine's name (docs/browser-support.md).
 */
import { emulateMedia } from '@web/test-runner-commands';
import { holdKey, releaseKey } from './keys.js';
import { resizeViewport } from './viewport.js';

/** What the count reporter looks for in the browser's log. */
const SKIP_MARK = '[skipped]';

/** Which capabilities the driver proved to have, asked once per file. */
const known = new Map<string, Promise<boolean>>();

async function attempt(command: () => Promise<unknown>): Promise<boolean> {
  try {
    await command();
    return true;
  } catch {
    return false;
  }
}

/** A part with a custom state, styled from outside by `::part(…):state(…)`: does deleting the state drop the style? */
function partRestylesOnStateChange(): boolean {
  const name = 'capability-probe-state';
  if (!customElements.get(name)) {
    customElements.define(
      name,
      class extends HTMLElement {
        readonly internals = this.attachInternals();
      },
    );
  }
  const host = document.createElement('div');
  host.id = 'capability-probe-host';
  const style = document.createElement('style');
  style.textContent = '#capability-probe-host::part(probe):state(on) { padding-top: 40px; }';
  const probe = document.createElement(name) as HTMLElement & { internals: ElementInternals };
  probe.setAttribute('part', 'probe');
  probe.style.display = 'block';
  host.attachShadow({ mode: 'open' }).append(probe);
  document.body.append(style, host);
  try {
    const states = (probe.internals as { states?: Set<string> }).states;
    if (!states) return false;
    states.add('on');
    const on = probe.getBoundingClientRect().height;
    states.delete('on');
    const off = probe.getBoundingClientRect().height;
    return on === 40 && off === 0;
  } catch {
    return false;
  } finally {
    host.remove();
    style.remove();
  }
}

/** Whether an element whose `display` becomes `none` stays shown through its opacity transition. */
function fadesOutOfDisplay(): boolean {
  const probe = document.createElement('div');
  probe.style.cssText = 'transition: opacity 1s, display 1s allow-discrete';
  document.body.append(probe);
  try {
    probe.getBoundingClientRect();
    probe.style.opacity = '0';
    probe.style.display = 'none';
    return getComputedStyle(probe).display !== 'none';
  } finally {
    probe.remove();
  }
}

const probes = {
  /** Emulating `prefers-reduced-motion` and `forced-colors` (only drivers that speak the DevTools protocol can). */
  'media emulation': () => attempt(() => emulateMedia({ reducedMotion: 'no-preference' })),
  /** Resizing the page's viewport from the test: the viewport itself, or (WebDriver) the window around it. */
  'viewport resizing': () =>
    attempt(() => resizeViewport({ width: window.innerWidth, height: window.innerHeight })),
  /**
   * A viewport as narrow as a phone's (320 px). A driver that sizes the window (WebKit's) stops at the window's own
   * narrowest size, wider than a phone where the window has a toolbar. The size in place is put back.
   */
  'a phone-wide viewport': async () => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    const narrowed = await attempt(() => resizeViewport({ width: 320, height: 640 }));
    await attempt(() => resizeViewport(before));
    return narrowed;
  },
  /** A pointer that hovers, as `(hover: hover)` tells the styles (a headless browser may report none). */
  'a pointer that hovers': () => Promise.resolve(matchMedia('(hover: hover)').matches),
  /** Holding a modifier key down across other input (Shift+click, Ctrl+A, Shift+Tab). */
  'held modifier keys': () =>
    attempt(async () => {
      await holdKey('Shift');
      await releaseKey('Shift');
    }),
  /**
   * Restyling `::part(name):state(state)` when the part's custom state goes away: WebKit applies such a rule when the
   * state is added but keeps its style after the state is deleted, until something else restyles the element.
   */
  'restyling a part when its state changes': () => Promise.resolve(partRestylesOnStateChange()),
  /**
   * A transition that keeps an element shown while it fades to `display: none` (`transition-behavior:
   * allow-discrete` on `display`); Firefox takes the element away at once, without the fade.
   */
  'a fade out to display none': () => Promise.resolve(fadesOutOfDisplay()),
  /** The Push API: `PushManager` (WebKitGTK has none; Safari has it for Home Screen web apps only). */
  'the Push API': () => Promise.resolve(typeof PushManager !== 'undefined'),
} satisfies Record<string, () => Promise<boolean>>;

export type Capability = keyof typeof probes;

/** Whether this browser, as the tests drive it, has `capability`. */
export function has(capability: Capability): Promise<boolean> {
  let answer = known.get(capability);
  if (!answer) {
    answer = probes[capability]();
    known.set(capability, answer);
  }
  return answer;
}

/** Skips the running test, logging why, when the browser lacks `capability`. */
export async function requireCapability(context: Mocha.Context, capability: Capability): Promise<void> {
  if (await has(capability)) return;
  const title = (context.currentTest ?? context.test)?.fullTitle() ?? 'a test';
  console.warn(`${SKIP_MARK} ${title}: needs ${capability}, which this browser (as tested here) lacks`);
  context.skip();
}
