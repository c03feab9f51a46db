/**
 * The toasts themselves: what `<notif-toasts>` fetches when it first shows one, so a page pays for their rendering
 * only once a message arrives (docs/architecture.md#chunks). A toast is the message card, `<notif-message>`, as the
 * inbox shows it (avatar, subject, content, call to action; a click reads it, fires `notif-message-click` and
 * follows its redirect), with a dismiss button over its top inline-end corner.
 *
 * The stack shows the newest `max` toasts, and "+N more" while older ones wait; a toast leaves when its time is up,
 * when it is dismissed (its button, or Escape while it holds the focus), when it is activated, and when its message
 * is read anywhere (the inbox, another tab). Its time counts only while the stack is neither hovered nor focused and
 * the page is visible, so nobody loses a toast they are reading.
 */
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { Message } from '../../api/types.js';
import type { Clock } from '../../utils/clock.js';
import type { InboxStrings, ToastsStrings } from '../../i18n/strings.js';
import { icon } from '../../styles/icon.js';
import { NotifMessage } from '../notif-message/notif-message.js';
import { readMessage } from '../shared/message-view.js';
import { syncTopLayer } from '../shared/top-layer.js';
import { PausableTimer } from './pausable-timer.js';
import type { ToastPosition } from './toast-options.js';

export { stackStyles } from './toast-stack.styles.js';
/** The card a toast shows, defined by `<notif-toasts>` when it has fetched this module. */
export { NotifMessage };

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

interface Toast {
  readonly id: string;
  /** Made when the toast first shows, so a toast waiting behind "+N more" does not lose its time. */
  timer?: PausableTimer;
}

/**
 * A toast that left, fading out where it was: out of the accessibility tree and the pointer's way from the start. (A
 * message the store no longer has shows no copy: the stack then stays, empty and inert, until the next copy fades.)
 */
interface Leaving {
  readonly id: string;
  /** Where its top was in the viewport, in px: it stays there whichever way the stack shrinks. */
  readonly top: number;
}

export interface StackOptions {
  /** How long a toast shows, in milliseconds; 0 keeps it until dismissed. */
  duration: () => number;
  /** How many toasts show at once. */
  max: () => number;
  /** Whether a toast's message no longer needs it: read meanwhile (here or in another tab), or shown elsewhere. */
  settled: (id: string) => boolean;
  clock?: Clock;
}

/** What the stack renders with, from its element. */
export interface StackView {
  position: ToastPosition;
  strings: ToastsStrings;
  /** The page's replacements for the message cards' strings. */
  messageStrings?: Partial<InboxStrings>;
  theme?: 'light' | 'dark';
  message: (id: string) => Message | undefined;
  /** A count as the locale writes it. */
  format: (count: number) => string;
  /** Whether to offer the "Enable desktop notifications" button, and what it does. */
  offerDesktop: boolean;
  onEnableDesktop: () => void;
}

const closeIcon = 'M6 6l12 12M18 6 6 18';

export class ToastStack implements ReactiveController {
  /**
   * Oldest first, as they are rendered: a new toast is a new node at the end of the stack (so it alone plays the
   * entrance), and the nodes of the others stay; the stack's direction puts the newest nearest its corner.
   */
  #toasts: Toast[] = [];
  #hovered = false;
  #focused = false;
  /** What held the focus before it came into the stack, to give it back when the last toast goes. */
  #returnFocus: HTMLElement | undefined;
  /**
   * Toasts fading out. Only ever added to, then emptied once the newest has faded (each fades as long, so the others
   * have too): no node of one is reused for another mid-fade.
   */
  #leaving: Leaving[] = [];

  constructor(
    private readonly host: Host,
    private readonly options: StackOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#syncTimers();
  }

  /** The stack, once rendered, is shown in the top layer: no page's sticky header, modal or clipping box hides it. */
  hostUpdated(): void {
    syncTopLayer(this.host.renderRoot.querySelector<HTMLElement>('[part~="stack"]'), true);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    for (const toast of this.#toasts) toast.timer?.pause();
  }

  hostUpdate(): void {
    const settled = this.#toasts.filter((toast) => this.options.settled(toast.id));
    const hadFocus = settled.some((toast) => this.#element(toast.id)?.matches(':focus-within'));
    for (const toast of settled) this.#remove(toast);
    // The stack leaves the page: no pointer or focus leaves it to say so, and the next toast's time must run.
    if (this.#toasts.length === 0) this.#hovered = this.#focused = false;
    this.#syncTimers();
    if (hadFocus) void this.#keepFocus();
  }

  /** Shows a toast for each of `ids` (newest first) that has none yet, as the newest. */
  show(ids: readonly string[]): void {
    const fresh = ids.filter((id) => !this.#toasts.some((toast) => toast.id === id)).reverse();
    this.#toasts = [...this.#toasts, ...fresh.map((id) => ({ id }))];
    this.host.requestUpdate();
  }

  /**
   * Hides the toast of `id`. When it held the focus, the toast that takes its place has it (the node stays, with the
   * next toast in it), else the last one, else what had the focus before the stack.
   */
  dismiss(id: string): void {
    const toast = this.#toasts.find((each) => each.id === id);
    if (!toast) return;
    const hadFocus = this.#element(id)?.matches(':focus-within') ?? false;
    this.#remove(toast);
    this.host.requestUpdate();
    if (hadFocus) void this.#keepFocus();
  }

  /** Hides every toast. */
  dismissAll(): void {
    for (const toast of [...this.#toasts]) this.#remove(toast);
    this.host.requestUpdate();
  }

  #remove(toast: Toast): void {
    toast.timer?.cancel();
    this.#toasts = this.#toasts.filter((each) => each !== toast);
    // It fades out unless motion is to be reduced: a copy where it was, while the next toast takes its node (and focus).
    const shown = this.#element(toast.id);
    if (shown && !matchMedia('(prefers-reduced-motion:reduce)').matches)
      this.#leaving.push({ id: toast.id, top: shown.getBoundingClientRect().top });
  }

  // A card's own animations stay in its shadow tree: the end heard here is the copy's fade.
  #onFaded = (): void => {
    this.#leaving = [];
    this.host.requestUpdate();
  };

  async #keepFocus(): Promise<void> {
    await this.host.updateComplete;
    const stack = this.host.renderRoot.querySelector('[part~="stack"]');
    if (stack?.matches(':focus-within')) return; // the node stayed, showing the next toast
    // Taken elsewhere meanwhile (an inbox panel opening over the toasts focuses its list): left there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const cards = stack?.querySelectorAll<HTMLElement>(`[part~="toast"] ${NotifMessage.tagName}`);
    const last = cards?.[cards.length - 1];
    if (last) return last.focus();
    if (this.#returnFocus?.isConnected) this.#returnFocus.focus();
    this.#returnFocus = undefined;
  }

  /** The toasts shown: the newest `max`. */
  get #shown(): Toast[] {
    return this.#toasts.slice(-this.options.max());
  }

  /** Each shown toast's time runs unless the stack is hovered or focused or the page hidden. */
  #syncTimers(): void {
    const held = this.#hovered || this.#focused || document.visibilityState === 'hidden';
    const shown = this.#shown;
    const duration = this.options.duration();
    this.#toasts.forEach((toast) => {
      if (!shown.includes(toast)) return toast.timer?.pause();
      if (duration <= 0) return;
      toast.timer ??= new PausableTimer(duration, () => this.dismiss(toast.id), this.options.clock);
      if (held) toast.timer.pause();
      else toast.timer.resume();
    });
  }

  #element(id: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`[part~="toast"][data-id="${CSS.escape(id)}"]`);
  }

  // Arrow functions: Lit calls a template's listeners with the element as `this`, not this controller.
  #onVisibility = (): void => this.#syncTimers();

  #onPointer(hovered: boolean): void {
    this.#hovered = hovered;
    this.#syncTimers();
  }

  #onFocusIn = (event: FocusEvent): void => {
    const from = event.relatedTarget;
    const stack = event.currentTarget as HTMLElement;
    if (!this.#focused && from instanceof HTMLElement && !stack.contains(from)) this.#returnFocus = from;
    this.#focused = true;
    this.#syncTimers();
  };

  #onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget;
    if (to instanceof Node && (event.currentTarget as HTMLElement).contains(to)) return;
    this.#focused = false;
    this.#syncTimers();
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const toast = event
      .composedPath()
      .find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.id !== undefined);
    if (!toast) return;
    event.preventDefault();
    this.dismiss(toast.dataset.id!);
  };

  /** A toast, or with `leaving` its copy fading out where it was: inert, so out of the accessibility tree and the pointer's way. */
  #renderToast(message: Message | undefined, view: StackView, leaving?: Leaving): TemplateResult {
    if (!message) return html``;
    const id = message._id!;
    const dismiss = () => this.dismiss(id);
    // Activated (read, followed) or acted on: the toast has done its work. A leaving copy's place is set through its
    // style object, never a style attribute, which a strict Content-Security-Policy refuses.
    return html`<div
      part=${leaving ? nothing : 'toast'}
      class="${leaving ? 'leaving' : ''} ${readMessage(message).subject === undefined ? 'bare' : ''}"
      .style=${leaving ? `top:${leaving.top}px` : ''}
      ?inert=${!!leaving}
      data-id=${id}
      @notif-message-click=${dismiss}
      @notif-action=${dismiss}
      @animationend=${leaving && leaving === this.#leaving.at(-1) ? this.#onFaded : nothing}
    >
      <notif-message
        part="message"
        no-seen-on-view
        theme=${view.theme ?? nothing}
        .message=${message}
        .strings=${view.messageStrings}
      ></notif-message>
      <button part="dismiss" type="button" aria-label=${view.strings.toastDismiss} @click=${dismiss}>
        ${icon(closeIcon)}
      </button>
    </div>`;
  }

  render(view: StackView): TemplateResult | typeof nothing {
    if (this.#toasts.length + this.#leaving.length === 0) return nothing;
    const shown = this.#shown;
    const waiting = this.#toasts.length - shown.length;
    return html`<section
      part="stack"
      class=${view.position}
      popover="manual"
      aria-label=${view.strings.toastsLabel}
      @pointerenter=${() => this.#onPointer(true)}
      @pointerleave=${() => this.#onPointer(false)}
      @focusin=${this.#onFocusIn}
      @focusout=${this.#onFocusOut}
      @keydown=${this.#onKeydown}
    >
      ${this.#leaving.map((leaving) => this.#renderToast(view.message(leaving.id), view, leaving))}
      ${
        view.offerDesktop
          ? html`<button part="desktop-button" type="button" @click=${view.onEnableDesktop}>
              ${view.strings.desktopEnable}
            </button>`
          : nothing
      }
      ${waiting > 0 ? html`<p part="more">${view.strings.toastsMore(waiting, view.format(waiting))}</p>` : nothing}
      ${shown.map((toast) => this.#renderToast(view.message(toast.id), view))}
    </section>`;
  }
}
