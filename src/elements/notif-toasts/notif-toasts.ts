import { adoptStyles, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { Message } from '../../api/types.js';
import { FeedController } from '../../controllers/feed-controller.js';
import { ConfigProvider } from '../../controllers/config-provider.js';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { toastsStrings } from '../../i18n/toasts-strings.js';
import type { Arrival } from '../../store/arrival.js';
import type { FeedStoreEventDetail } from '../../store/feed-store.js';
import type { NotifSession } from '../../store/session.js';
import { tokens } from '../../styles/tokens.js';
import { asError } from '../../utils/as-error.js';
import { formatNumber } from '../../utils/number-format.js';
import { arrivalSubject } from '../shared/arrival-subject.js';
import { renderLiveRegion } from '../shared/live-region.js';
import { NotifConfigurable } from '../shared/configurable.js';
import type { ToastsStrings } from '../../i18n/strings.js';
import { NotifElement } from '../shared/notif-element.js';
import { defineElement } from '../shared/define-element.js';
import { claimArrivals } from './arrival-claims.js';
import { ArrivalSound } from './arrival-sound.js';
import type { DesktopToasts } from './desktop-toasts.js';
import {
  DEFAULTS,
  checkDuration,
  checkMax,
  checkPollInterval,
  checkPosition,
  checkSound,
  type ToastPosition,
} from './toast-options.js';
import type { ToastStack } from './toast-stack.js';
import { TOASTS_TAG } from '../shared/tag-names.js';

/**
 * @summary A toast for each message that arrives while the page is open, a desktop notification instead while the page
 * is hidden (`desktop`), and a short sound (`sound`). Never for what was there when the page loaded.
 *
 * It shares the store of a `<notif-inbox>` configured alike (so both show the same truth and poll once), and polls by
 * itself without one (`poll-interval`). A toast shows the message as the inbox does, with its card
 * (`<notif-message>`): a click reads it, fires `notif-message-click` and follows its redirect. Toasts stack at
 * `position`, at most `max` at once with "+N more", each hidden after `duration` but never while the stack is hovered
 * or focused; a dismiss button, or Escape on a focused toast, hides one, and a toast whose message is read elsewhere
 * goes, as every toast does when an inbox popover of the store opens (its panel lists their messages). Toasts never take the focus: an arrival is said in a polite live region, the toasts' own or, when an inbox
 * shares their store, the inbox's, so the page says each arrival once. Across tabs of the same subscriber each arrival
 * is shown once, by one tab, and a message already seen (in an open inbox, in another tab) gets none. The code that
 * renders toasts is fetched with the first one, so a page pays for it only once a message arrives.
 *
 * @csspart stack - The stack of toasts: a region of the page, fixed at `position`.
 * @csspart toast - Each toast: the message card and its dismiss button.
 * @csspart message - The `<notif-message>` of a toast.
 * @csspart dismiss - The dismiss button of a toast, over its top inline-end corner.
 * @csspart more - "+N more", while more toasts wait than `max` shows.
 * @csspart desktop-button - "Enable desktop notifications", offered with the toasts (`desktop`) until the site's permission was asked once; never on a phone-wide screen.
 *
 * @cssprop --notif-toasts-width - Width of the stack. Default: min(360px, 100vw minus the offsets).
 * @cssprop --notif-toasts-offset - Distance of the stack from the corner's edges. Default: the large spacing (16px).
 * @cssprop --notif-toasts-gap - Space between toasts. Default: the medium spacing (8px).
 * @cssprop --notif-toasts-background - Background of a toast. Default: the surface colour.
 * @cssprop --notif-toasts-radius - Corner radius of a toast. Default: the medium radius.
 * @cssprop --notif-toasts-shadow - Shadow of a toast.
 * @cssprop --notif-toasts-z-index - Stacking order of the stack where the browser has no top layer (the `popover` attribute; in the top layer nothing of the page covers it). Default 990: under the inbox's open popover (1000), which shows the same messages, so a toast never covers the panel.
 *
 * @fires {NotifMessageClickEvent} notif-message-click - A toast or a desktop notification was activated; cancel it to stop the redirect. `detail: { message: Message, url?: string }`: `url` is the checked link (the card's href), absent when refused; route with it, never with `message.cta.data.url`.
 * @fires {NotifActionEvent} notif-action - From its toasts: an action button was pressed. `detail: { message: Message; button: MessageButton }`.
 * @fires {NotifErrorEvent} notif-error - The code of the toasts or of desktop notifications could not be loaded (`load`), a desktop notification could not be shown (`notify`), or the client refused the configuration (`configure`, naming the field: `baseUrl`, `subscriberId`, `apiKey` or `token`; nothing is sent).
 *
 * @tagname notif-toasts
 */
export class NotifToasts extends NotifConfigurable(NotifElement) {
  /** The tag the class is defined under (`defineElement`). */
  static readonly tagName = TOASTS_TAG;
  static override styles = [tokens];
  static override properties: PropertyDeclarations = {
    announcement: { state: true },
    position: {},
    duration: { type: Number },
    max: { type: Number },
    pollInterval: { type: Number, attribute: 'poll-interval' },
    desktop: { type: Boolean },
    sound: {},
  };

  /** @internal The built-in strings it shows, in English. */
  override readonly englishStrings: ToastsStrings = toastsStrings;

  /** Its way into the store: it polls the counts, which is how arrivals are found, and hears of them. */
  readonly #api = new FeedController(
    this,
    this.configuration,
    () => ({ pollInterval: this.#options.pollInterval }),
    (detail) => this.#onStoreEvent(detail),
  );

  /** The attributes in effect, checked (a value that is not valid falls back to the default, with a warning). */
  readonly #options = {
    position: DEFAULTS.position as ToastPosition,
    duration: DEFAULTS.duration as number,
    max: DEFAULTS.max as number,
    pollInterval: DEFAULTS.pollInterval as number,
  };

  #sound: ArrivalSound | undefined;
  /** The toasts, once their code is here; fetched with the first one. */
  #stack: ToastStack | undefined;
  #loadingStack: Promise<ToastStack | undefined> | undefined;
  /** The interval the desktop part reads the counts at while the page is hidden, so it is told only of a change. */
  #hiddenPoll: number | undefined;
  /** The desktop part (desktop-toasts.ts), once `desktop` asked for it. */
  #desktop: DesktopToasts | undefined;
  #loadingDesktop: Promise<DesktopToasts> | undefined;
  /** Announcements made so far: each gets a node of its own in the live region. */
  #announcements = 0;

  private announcement = '';

  /** Where the toasts stack: `bottom-end` (default), `bottom-start`, `top-end` or `top-start`, mirrored right to left. */
  position: string = DEFAULTS.position;

  /** How long a toast shows, in milliseconds (default 6000); 0 keeps it until dismissed. Never counts while hovered or focused. */
  duration: number = DEFAULTS.duration;

  /** How many toasts show at once (default 3); the others wait, counted as "+N more". */
  max: number = DEFAULTS.max;

  /** How often the counts are read, in milliseconds (default 30000), when no inbox of the page polls more often; 0 turns it off. */
  pollInterval: number = DEFAULTS.pollInterval;

  /** While the page is hidden, show a desktop notification instead of a toast, once the browser's permission is granted. */
  desktop = false;

  /** URL of a short sound played for arrivals (http:, https: or relative), once the page has had a user gesture. */
  declare sound?: string;

  constructor() {
    super();
    // The message cards of the toasts use the element's configuration, own attributes included.
    new ConfigProvider(this, () => this.configuration.config);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const options = this.#options;
    if (changed.has('position')) options.position = checkPosition(this.#raw('position', this.position));
    if (changed.has('duration')) options.duration = checkDuration(this.#raw('duration', this.duration));
    if (changed.has('max')) options.max = checkMax(this.#raw('max', this.max));
    if (changed.has('pollInterval'))
      options.pollInterval = checkPollInterval(this.#raw('poll-interval', this.pollInterval));
    if (changed.has('sound')) {
      const url = checkSound(this.#raw('sound', this.sound));
      this.#sound = url ? new ArrivalSound(url) : undefined;
    }
    if (this.desktop) this.#desktopLater().catch(() => undefined); // reported as a notif-error
    // A hidden page is polled too when it shows desktop notifications.
    const hiddenPoll = this.#desktopReady ? options.pollInterval : 0;
    if (hiddenPoll !== this.#hiddenPoll) this.#desktop?.pollWhileHidden((this.#hiddenPoll = hiddenPoll));
  }

  /**
   * Asks the browser for permission to show desktop notifications, and resolves to the answer (`granted`, `denied` or
   * `default`). Call it while handling a click or a key press: browsers ask only from a user gesture, and without
   * one it rejects, before any prompt. Without a question to ask (already granted or denied), it resolves to the
   * answer given before.
   */
  async requestDesktopPermission(): Promise<NotificationPermission> {
    try {
      return await (await this.#desktopLater()).ask();
    } finally {
      this.requestUpdate();
    }
  }

  /** Hides every toast. */
  dismissAll(): void {
    this.#stack?.dismissAll();
  }

  /**
   * What a warning about a value quotes: the attribute's text when the value came from it (a number attribute's
   * `soon` became NaN), else the value the property was given.
   */
  #raw(attribute: string, property: unknown): unknown {
    const text = this.getAttribute(attribute);
    return text !== null && (text === property || Object.is(Number(text), property)) ? text : property;
  }

  /** Whether an arrival in a hidden page becomes a desktop notification. */
  get #desktopReady(): boolean {
    return this.desktop && !!this.#desktop?.ready;
  }

  /** Fetches the desktop part once; after a failed fetch, the next update tries again. */
  #desktopLater(): Promise<DesktopToasts> {
    this.#loadingDesktop ??= import('./desktop-toasts.js').then(
      ({ DesktopToasts }) => {
        // The next read repairs a failed one.
        const readCounts = () => void this.#api.session?.store.refreshCounts().catch(() => undefined);
        this.#desktop = new DesktopToasts(this, readCounts);
        this.requestUpdate(); // polled again, now knowing whether it reads while hidden
        return this.#desktop;
      },
      (error: unknown) => {
        this.#loadingDesktop = undefined;
        this.dispatchEvent(new NotifErrorEvent({ operation: 'load', error: asError(error) }));
        throw error;
      },
    );
    return this.#loadingDesktop;
  }

  #onStoreEvent(detail: FeedStoreEventDetail): void {
    // The store's failures are the inbox's to tell (a configuration the client refused, the toasts say themselves:
    // their FeedController does).
    const session = this.#api.session;
    if (detail.type !== 'arrived' || !session) return;
    // Unseen and unread as this tab knows them now: a message another tab, or an inbox, showed as seen before it
    // reached this store needs no toast.
    const ids = detail.arrival.messages
      .map((message) => session.store.message(message._id!))
      .filter((message) => message?.seen === false && message.read === false)
      .map((message) => message!._id!);
    if (ids.length > 0) void this.#present(session, ids, detail.arrival);
  }

  /**
   * Shows the messages `ids` of `arrival` that no other tab shows: as toasts, or as desktop notifications while
   * hidden. The toasts say what they show only when no inbox of the store said the arrival already (every listener
   * of the store heard of it by the time the tabs agreed), so the page says each arrival once.
   */
  async #present(session: NotifSession, ids: string[], arrival: Arrival): Promise<void> {
    const claimed = await claimArrivals(session.scope, ids);
    const messages = claimed
      .map((id) => session.store.message(id))
      .filter((message): message is Message => message?.read === false);
    // What an open inbox panel shows needs no toast (claimed all the same: no other tab toasts it either).
    if (messages.length === 0 || (arrival.onScreen && document.visibilityState !== 'hidden')) return;
    if (
      document.visibilityState === 'hidden' &&
      this.#desktopReady &&
      (await this.#notify(session, messages))
    )
      return;
    if (arrival.claim()) {
      this.#announcements++;
      this.announcement = this.text.arrived(messages.length, arrivalSubject(messages));
    }
    this.#sound?.play();
    const stack = await this.#loadStack();
    stack?.show(messages.map((message) => message._id!));
  }

  /** Shows desktop notifications; false when they could not be shown (the toasts show the messages instead). */
  async #notify(session: NotifSession, messages: Message[]): Promise<boolean> {
    try {
      const { showDesktopNotifications } = await import('./desktop-notifications.js');
      showDesktopNotifications({
        target: this,
        messages,
        max: this.#options.max,
        locale: this.localeInEffect,
        arrived: this.text.arrived,
        markRead: (message, keepalive) => void session.store.mark([message._id!], 'read', { keepalive }),
      });
      return true;
    } catch (error) {
      this.dispatchEvent(new NotifErrorEvent({ operation: 'notify', error: asError(error) }));
      return false;
    }
  }

  /** The toasts' code and styles, fetched once; a failure is reported, and the next arrival tries again. */
  #loadStack(): Promise<ToastStack | undefined> {
    this.#loadingStack ??= import('./toast-stack.js').then(
      ({ ToastStack, stackStyles, NotifMessage }) => {
        defineElement(NotifMessage);
        if (this.renderRoot instanceof ShadowRoot)
          adoptStyles(this.renderRoot, [...NotifToasts.elementStyles, stackStyles]);
        this.#stack = new ToastStack(this, {
          duration: () => this.#options.duration,
          max: () => this.#options.max,
          // Read, or shown by an open inbox panel of the store: the panel is where the messages are now.
          settled: (id) => {
            const store = this.#api.session?.store;
            return store?.panelShown === true || store?.message(id)?.read !== false;
          },
        });
        return this.#stack;
      },
      (error: unknown) => {
        this.#loadingStack = undefined;
        this.dispatchEvent(new NotifErrorEvent({ operation: 'load', error: asError(error) }));
        return undefined;
      },
    );
    return this.#loadingStack;
  }

  #onEnableDesktop = (): void => {
    this.requestDesktopPermission().catch((error: unknown) =>
      this.dispatchEvent(new NotifErrorEvent({ operation: 'notify', error: asError(error) })),
    );
  };

  override render() {
    const store = this.#api.session?.store;
    const locale = this.localeInEffect;
    return html`${
      this.#stack && store
        ? this.#stack.render({
            position: this.#options.position,
            strings: this.text,
            messageStrings: this.strings,
            theme: this.theme,
            message: (id) => store.message(id),
            format: (count) => formatNumber(count, locale),
            offerDesktop: this.desktop && !!this.#desktop?.offer,
            onEnableDesktop: this.#onEnableDesktop,
          })
        : nothing
    }${renderLiveRegion(this.announcement, this.#announcements)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [NotifToasts.tagName]: NotifToasts;
  }
}
