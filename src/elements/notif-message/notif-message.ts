import { LitElement, html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { Message } from '../../api/types.js';
import { FeedController } from '../../controllers/feed-controller.js';
import type { SeenBatcher } from '../../store/seen-batcher.js';
import { seenBatcherOf } from '../../store/session.js';
import { NotifActionEvent } from '../../events/notif-action.js';
import { inboxStrings } from '../../i18n/inbox-strings.js';
import type { InboxStrings } from '../../i18n/strings.js';
import { tokens } from '../../styles/tokens.js';
import { tooltip } from '../../styles/tooltip.js';
import { messageLook } from '../../styles/message-look.js';
import { messageId } from '../../store/feed-page.js';
import {
  readMessage,
  type ButtonView,
  type ContentBlockView,
  type MessageView,
} from '../shared/message-view.js';
import { fullDate, shortTime } from '../../utils/message-time.js';
import type { SafeUrl } from '../shared/safe-url.js';
import { styles } from './notif-message.styles.js';
import { icon } from '../../styles/icon.js';
import { CHANNEL_ICONS, ICONS } from '../shared/message-icons.js';
import { NotifConfigurable } from '../shared/configurable.js';
import { NotifElement } from '../shared/notif-element.js';
import { clipText, clipped } from '../../utils/clip-text.js';
import { ClampedText } from './clamped-text.js';
import { activateMessage, followRedirect } from '../shared/message-activation.js';
import { MESSAGE_TAG } from '../shared/tag-names.js';

/** How often the times beside messages ("7m") are brought up to date. */
const TICK_MS = 60_000;

/** One timer for every message on the page, rather than one each. */
const ticking = new Set<LitElement>();
let tickTimer: ReturnType<typeof setInterval> | undefined;

function startTicking(element: LitElement): void {
  ticking.add(element);
  tickTimer ??= setInterval(() => ticking.forEach((each) => each.requestUpdate()), TICK_MS);
}

function stopTicking(element: LitElement): void {
  ticking.delete(element);
  if (ticking.size > 0) return;
  clearInterval(tickTimer);
  tickTimer = undefined;
}

/** Characters of a message's first line that name it when it has no subject: an accessible name stays short. */
const NAME_LIMIT = 100;

/** The first words of a text on one line, clipped as every text field is, for the accessible name. */
function shorten(text: string | undefined): string | undefined {
  return text === undefined ? undefined : clipText(text.replace(/\s+/g, ' ').trim(), NAME_LIMIT);
}

/** A region of the card that handles its own clicks, so a click there does not activate the message. */
const OWN_CLICKS = 'data-own-clicks';

/**
 * @summary One in-app message: avatar, subject, content, time, read state, call to action and action buttons.
 *
 * The whole card is the click target, except its action buttons, its content links and its mark button. With an API
 * session (its own `subscriber-id`… attributes, or those of a `<notif-provider>` or `<notif-inbox>` around it) it
 * marks itself seen when viewed and read when activated; without one it only fires events.
 *
 * @fires {NotifMessageClickEvent} notif-message-click - The message was activated (click, Enter or Space). Cancel it to stop the redirect.
 *   `detail: { message: Message, url?: string }`: `url` is the checked link (the card's href), absent when refused; route with it, never with `message.cta.data.url`.
 * @fires {NotifActionEvent} notif-action - A primary or secondary action button was pressed; the message is marked read, no redirect.
 * @fires {NotifErrorEvent} notif-error - On its own (not in an inbox), the client refused its configuration (`operation: 'configure'`, a `NotifValidationError` naming the field; nothing is sent).
 *   `detail: { message: Message; button: MessageButton }`.
 *
 * @csspart base - The message card.
 * @csspart avatar - The avatar: an image, the initials of the person behind the message, or an icon of the channel.
 * @csspart subject - The subject, clamped to two lines (the whole subject is its tooltip when cut).
 * @csspart unseen-indicator - The "New" label of an unseen message, for assistive technology (the bell counts unseen messages).
 * @csspart body - The content, smaller and muted, clamped to two lines (the whole text is its tooltip when cut).
 * @csspart paragraph - One paragraph of the content (text, or a button block).
 * @csspart link - The link of a button block with a safe URL.
 * @csspart link-text - The text of a button block without a usable URL.
 * @csspart meta - The line with the time and the delivery status.
 * @csspart time - The time in short form ("now", "7m", "2h", "3d", a date past a week); its tooltip and accessible name have the full date.
 * @csspart status - The delivery error or warning.
 * @csspart actions - The container of the action buttons.
 * @csspart button - Every action button.
 * @csspart button-primary - The primary action button.
 * @csspart button-secondary - The secondary action button.
 * @csspart action-result - "Done", when the action was used and no button shows its result.
 * @csspart unread-indicator - The dot of an unread message: the one mark of an unread message.
 * @csspart mark-button - The row's one action, in one click: "Mark as read" (a check) or "Mark as unread" (a closed envelope, as on the selection bar), an icon button named by its tooltip. Where the pointer can hover, it shows while the message is hovered or holds the keyboard's focus; on a touch screen, always.
 *
 * @cssprop --notif-message-background - Background of a read message. Default: the surface colour.
 * @cssprop --notif-message-background-unread - Background of an unread message. Default: that of a read one (the dot marks it unread).
 * @cssprop --notif-message-background-hover - Background under the pointer. Default: the hover surface colour.
 * @cssprop --notif-message-color - Text colour. Default: the text colour.
 * @cssprop --notif-message-muted-color - Colour of the body, the time and other secondary text. Default: the muted text colour.
 * @cssprop --notif-message-unread-color - Colour of the unread dot. Default: the unread colour.
 * @cssprop --notif-message-padding - Padding of the card on every side. Default: 10px block, 16px inline.
 * @cssprop --notif-message-padding-block - Padding above and below, over `--notif-message-padding`.
 * @cssprop --notif-message-padding-inline - Padding at the start and end, over `--notif-message-padding`.
 * @cssprop --notif-message-gap - Space between the avatar, the text and the mark button. Default: 12px.
 * @cssprop --notif-message-border - Border of the card. Default: 1px solid the border colour.
 * @cssprop --notif-message-radius - Corner radius of the card. Default: the medium radius.
 * @cssprop --notif-message-avatar-size - Width and height of the avatar. Default: 2rem.
 * @cssprop --notif-message-avatar-radius - Corner radius of the avatar. Default: 50% (a circle).
 * @cssprop --notif-message-avatar-background - Background of the initials and icon avatars. Default: a tint of the accent colour.
 * @cssprop --notif-message-avatar-color - Colour of the initials and icon avatars. Default: the accent colour.
 * @cssprop --notif-message-button-radius - Corner radius of the action buttons. Default: the small radius.
 * @cssprop --notif-message-button-primary-background - Background of the primary button. Default: the accent colour.
 * @cssprop --notif-message-button-primary-color - Text colour of the primary button. Default: the on-accent colour.
 *
 * @cssstate unread - The message is unread.
 * @cssstate unseen - The message is unseen.
 *
 * @tagname notif-message
 */
export class NotifMessage extends NotifConfigurable(NotifElement) {
  /** The tag the class is defined under (`defineElement`). */
  static readonly tagName = MESSAGE_TAG;
  static override styles = [tokens, tooltip, messageLook, styles];
  static override properties: PropertyDeclarations = {
    failedAvatar: { state: true },
    message: { attribute: false },
    noSeenOnView: { type: Boolean, attribute: 'no-seen-on-view' },
  };

  /** @internal The built-in strings it shows, in English. */
  override readonly englishStrings: InboxStrings = inboxStrings;

  readonly #internals = this.attachInternals();
  /** Its way into the store: the message's latest state, its marks; it reads no counts. */
  readonly #api = new FeedController(this, this.configuration);
  /** What is shown: the store's state of the message, or the `message` property. */
  #shown: Message | undefined;
  #view: MessageView = readMessage(undefined);
  /** The batcher and id this element is being watched for, so a re-render does not observe twice. */
  #seenBy: SeenBatcher | undefined;
  #seenId: string | undefined;
  readonly #clamped = new ClampedText();

  /** The avatar address that failed to load, so the fallback shows until the message has another one. */
  declare private failedAvatar?: string;

  /** The message as the API returns it. With a session, the element shows the store's latest state of it. */
  declare message?: Message;
  /** Do not mark the message seen when it comes into view. */
  noSeenOnView = false;

  constructor() {
    super();
    this.#internals.role = 'article';
    this.addEventListener('click', (event) => this.#onClick(event));
    this.addEventListener('keydown', (event) => this.#onKeydown(event));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Focusable by default; an inbox that manages a roving tabindex sets its own value, which is kept.
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    startTicking(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    stopTicking(this);
    this.#stopSeen();
    this.#clamped.stop();
  }

  protected override willUpdate(): void {
    this.#shown = this.#currentMessage();
    this.#view = readMessage(this.#shown);
    const view = this.#view;
    const strings = this.text;
    const title =
      (view.subject && clipText(view.subject)) ?? shorten(view.blocks[0]?.text) ?? strings.messageUntitled;
    this.#internals.ariaLabel = strings.messageLabel(title, view.unread ? strings.unread : strings.read);
    this.#setState('unread', view.unread);
    this.#setState('unseen', view.unseen);
  }

  protected override updated(): void {
    this.#syncSeen();
    this.#watchClamps();
  }

  #onClick(event: MouseEvent): void {
    if (event.defaultPrevented || this.#handlesOwnClicks(event)) return;
    this.#activate();
  }

  #onKeydown(event: KeyboardEvent): void {
    // Only the card itself: Enter and Space on its buttons and links do what those do.
    if (event.composedPath()[0] !== this || event.defaultPrevented || event.repeat) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault(); // Space would scroll the list
    this.#activate();
  }

  #onLinkClick(): void {
    // The link navigates by itself; keepalive, so the read mark survives a same-tab navigation.
    if (this.#view.unread) void this.#mark('read', true);
  }

  #onAction(button: ButtonView): void {
    const message = this.#shown;
    if (!message || this.#view.actionDone) return;
    if (this.#view.unread) void this.#mark('read');
    this.dispatchEvent(new NotifActionEvent({ message, button: button.source }));
  }

  #onAvatarError(href: string): void {
    this.failedAvatar = href;
  }

  #onMarkClick(): void {
    // The button is the same before and after, only its name and icon change: the focus stays on it.
    void this.#mark(this.#view.unread ? 'read' : 'unread');
  }

  /**
   * Follows a message's call to action: a URL of the page's origin in the same tab, any other in a new tab without
   * opener or referrer. Override it to route inside a single-page app (or cancel `notif-message-click`).
   */
  protected navigate(url: SafeUrl): void {
    followRedirect(url);
  }

  /** Click, Enter or Space on the card: mark read, tell the page, then redirect unless the page cancelled it. */
  #activate(): void {
    const message = this.#shown;
    if (!message || typeof message !== 'object') return;
    activateMessage(
      this,
      message,
      this.#view,
      (keepalive) => void this.#mark('read', keepalive),
      (url) => this.navigate(url),
    );
  }

  async #mark(markAs: 'read' | 'unread', keepalive = false): Promise<void> {
    const session = this.#api.session;
    const id = this.#view.id;
    if (!session || !id) return;
    // A standalone message the store never loaded: the store takes it as the service's state, so the mark
    // shows at once, stays pending offline and is undone if refused, exactly as inside an inbox.
    if (this.message) session.store.adopt(this.message);
    await session.store.mark([id], markAs, { keepalive });
  }

  #currentMessage(): Message | undefined {
    const id = messageId(this.message);
    return (id ? this.#api.session?.store.message(id) : undefined) ?? this.message;
  }

  #handlesOwnClicks(event: Event): boolean {
    for (const node of event.composedPath()) {
      if (node === this) return false;
      if (node instanceof Element && node.hasAttribute(OWN_CLICKS)) return true;
    }
    return false;
  }

  /** Watches the element for seen-on-view while it shows an unseen message and has a session. */
  #syncSeen(): void {
    const session = this.#api.session;
    const id = this.#view.id;
    const wanted =
      session && id && this.#view.unseen && !this.noSeenOnView && this.isConnected ? id : undefined;
    if (wanted === this.#seenId && session?.seen === this.#seenBy) return;
    this.#stopSeen();
    if (!session || !wanted) return;
    const seen = seenBatcherOf(session);
    seen.observe(this, wanted);
    this.#seenBy = seen;
    this.#seenId = wanted;
  }

  /** The clamped subject and body, each with its whole text for the tooltip shown when the clamp cuts it. */
  #watchClamps(): void {
    const view = this.#view;
    const clamped = new Map<Element, string>();
    const subject = this.renderRoot.querySelector('[part~="subject"]');
    const body = this.renderRoot.querySelector('[part~="body"]');
    if (subject && view.subject) clamped.set(subject, clipText(view.subject));
    if (body) clamped.set(body, clipText(view.blocks.map((block) => block.text).join('\n')));
    this.#clamped.watch(clamped);
  }

  #stopSeen(): void {
    this.#seenBy?.unobserve(this);
    this.#seenBy = undefined;
    this.#seenId = undefined;
  }

  #setState(name: string, on: boolean): void {
    // CustomStateSet is recent; without it the element still works, only `:state()` styling is unavailable.
    const states = (this.#internals as { states?: Set<string> }).states;
    try {
      if (on) states?.add(name);
      else states?.delete(name);
    } catch {
      // Chromium before 125 accepted only `--name`; such a browser styles the element without the state.
    }
  }

  #renderAvatar(view: MessageView): TemplateResult {
    const src = view.avatar && view.avatar.href !== this.failedAvatar ? view.avatar.href : undefined;
    if (src) {
      return html`<img
        part="avatar"
        class="avatar"
        src=${src}
        alt=""
        referrerpolicy="no-referrer"
        loading="lazy"
        decoding="async"
        @error=${() => this.#onAvatarError(src)}
      />`;
    }
    // The initials of the person behind the message, else an icon of its channel.
    return html`<span part="avatar" class="avatar" aria-hidden="true"
      >${view.initials ?? icon(CHANNEL_ICONS[view.channel ?? 'in_app'])}</span
    >`;
  }

  /** One paragraph of the content: its text, or a button block's link (or text, without a safe URL). */
  #renderBlock(block: ContentBlockView): TemplateResult {
    const align = block.align ? `align-${block.align}` : '';
    const text = clipped(block.text);
    const content =
      block.kind === 'text'
        ? text
        : block.url
          ? html`<a
              part="link"
              href=${block.url.href}
              target=${block.url.external ? '_blank' : nothing}
              rel=${block.url.external ? 'noopener noreferrer' : nothing}
              data-own-clicks
              @click=${this.#onLinkClick}
              >${text}</a
            >`
          : html`<span part="link-text">${text}</span>`;
    return html`<p part="paragraph" dir="auto" class=${align}>${content}</p>`;
  }

  /**
   * The content blocks; those past the limit as one "…" whose title holds their text. One paragraph is rendered as
   * itself, not as a list of one: a list costs two more comments of Lit's in the DOM, on most rows of an inbox.
   */
  #renderBody(view: MessageView): TemplateResult | typeof nothing {
    if (view.blocks.length === 0) return nothing;
    const paragraphs = view.blocks.map((block) => this.#renderBlock(block));
    if (view.moreText) paragraphs.push(html`<p part="paragraph" class="more" title=${view.moreText}>…</p>`);
    return html`<div part="body">${paragraphs[1] ? paragraphs : paragraphs[0]}</div>`;
  }

  #renderMeta(view: MessageView, strings: InboxStrings): TemplateResult | typeof nothing {
    const locale = this.localeInEffect;
    const date = view.date && fullDate(view.date, locale);
    // The short form is what shows, drawn by the styles from an attribute (a span, its text and a comment fewer a row);
    // the full date is the tooltip and what assistive technology reads.
    const time = view.date
      ? html`<time
          part="time"
          datetime=${view.date.toISOString()}
          title=${date}
          data-short=${shortTime(view.date, Date.now(), locale)}
          ><span class="visually-hidden">${date}</span></time
        >`
      : nothing;
    const unseen = view.unseen
      ? html`<span part="unseen-indicator" class="visually-hidden">${strings.unseen}</span>`
      : nothing;
    const status = view.status
      ? html`<span part="status" class=${view.status} title=${view.errorText ?? nothing}
          >${icon(ICONS[view.status])}<span
            >${view.status === 'error' ? strings.statusError : strings.statusWarning}</span
          ></span
        >`
      : nothing;
    if (time === nothing && status === nothing && unseen === nothing) return nothing;
    return html`<div part="meta">${time}${unseen}${status}</div>`;
  }

  #renderActions(view: MessageView, strings: InboxStrings): TemplateResult | typeof nothing {
    if (view.buttons.length === 0) return nothing;
    const done = view.actionDone;
    const showsResult = done && view.buttons.some((button) => button.type === view.resultType);
    // The buttons and the result side by side, as the row's column (render()).
    return html`<div part="actions" data-own-clicks>
      ${view.buttons.map((button) => {
        const isResult = done && button.type === view.resultType;
        return html`<button
          type="button"
          part="button button-${button.type}"
          class=${isResult ? 'result' : ''}
          ?disabled=${done}
          @click=${() => this.#onAction(button)}
        >
          ${
            isResult
              ? html`${icon(ICONS.check)}${clipped(button.resultContent ?? strings.actionDone)}`
              : clipped(button.content)
          }
        </button>`;
      })}${
        done && !showsResult
          ? html`<span part="action-result">${icon(ICONS.check)}${strings.actionDone}</span>`
          : nothing
      }
    </div>`;
  }

  /**
   * The row's one action, mark read or unread, as an icon button (there is no other action to put in a menu). It
   * handles its own clicks: using it never activates the message.
   */
  #renderMarkButton(view: MessageView, strings: InboxStrings): TemplateResult | typeof nothing {
    if (!this.#api.session || !view.id) return nothing;
    const name = view.unread ? strings.markRead : strings.markUnread;
    return html`<button
      type="button"
      part="mark-button"
      aria-label=${name}
      data-tooltip=${name}
      data-own-clicks
      @click=${this.#onMarkClick}
    >
      ${icon(view.unread ? ICONS.check : ICONS.mail)}
    </button>`;
  }

  override render(): TemplateResult {
    const view = this.#view;
    const strings = this.text;
    // The parts of a column side by side, with no space between them: the build keeps a space between two bindings,
    // a text node that lays out nothing in a column, on every row.
    // `unread` for the styles inside; a page styles the states with `:state(unread)` and `:state(unseen)`.
    return html`<div part="base" class=${view.unread ? 'unread' : ''}>
      ${this.#renderAvatar(view)}
      <div class="main">
        ${view.subject ? html`<p part="subject" dir="auto">${clipped(view.subject)}</p>` : nothing}${this.#renderBody(
          view,
        )}${this.#renderActions(view, strings)}${this.#renderMeta(view, strings)}
      </div>
      <div class="aside">
        ${
          view.unread ? html`<span part="unread-indicator" class="dot">${strings.unread}</span>` : nothing
        }${this.#renderMarkButton(view, strings)}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [NotifMessage.tagName]: NotifMessage;
  }
}
