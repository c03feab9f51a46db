/**
 * Reads a message from the API into what `<notif-message>` shows, checking every field on the way: the element
 * renders from this view model only, so a message with missing or wrong-typed fields shows what is valid and skips
 * the rest (docs/reliability.md), and every URL in it has passed `safeUrl` (docs/security.md). No Lit, no DOM: unit-tested
 * alone.
 */
import { isOneOf } from '../../api/message-enums.js';
import {
  BUTTON_TYPES,
  CHANNEL_TYPES,
  TEXT_ALIGNS,
  type ButtonType,
  type ChannelType,
  type TextAlign,
} from '../../api/message-enums.js';
import type { MessageButton } from '../../api/types.js';
import { messageId } from '../../store/feed-page.js';
import { safeUrl, type SafeUrl } from './safe-url.js';
import { personOf } from '../../utils/person.js';
import { field, list, text, time } from '../../utils/untrusted.js';

/** A paragraph of text content. */
export interface TextBlockView {
  kind: 'text';
  text: string;
  align?: TextAlign;
}

/** A button block of content: a link when its URL is safe, plain text otherwise. */
export interface LinkBlockView {
  kind: 'button';
  text: string;
  url?: SafeUrl;
  align?: TextAlign;
}

export type ContentBlockView = TextBlockView | LinkBlockView;

/** One valid action button. */
export interface ButtonView {
  type: ButtonType;
  content: string;
  resultContent?: string;
  /** The button as the API sent it, for the `notif-action` event. */
  source: MessageButton;
}

/** Everything `<notif-message>` shows of a message, each field present only when valid. */
export interface MessageView {
  id?: string;
  subject?: string;
  /** The content as paragraphs and links, in order, at most {@link BLOCK_LIMIT}; empty when none is valid. */
  blocks: ContentBlockView[];
  /** The text of the valid blocks past {@link BLOCK_LIMIT}, one per line, when there are any. */
  moreText?: string;
  /** The avatar image (`payload.avatar`), when it is a safe URL. */
  avatar?: SafeUrl;
  /**
   * Up to two letters of the name of the person behind the message ({@link personOf}), shown when there is no avatar
   * image; a message no person sent has none, and shows an icon of its channel.
   */
  initials?: string;
  channel?: ChannelType;
  /** When the message was created, the date the list is ordered by; else its latest delivery. */
  date?: Date;
  /** Only an explicit `read: false` counts as unread, so a broken record never sends marks by itself. */
  unread: boolean;
  /** Only an explicit `seen: false` counts as unseen. */
  unseen: boolean;
  status?: 'error' | 'warning';
  errorText?: string;
  /** Where activating the message leads: `cta.type === 'redirect'` with a safe `cta.data.url`. */
  redirect?: SafeUrl;
  buttons: ButtonView[];
  /** The action was used (`cta.action.status === 'done'`): buttons are disabled and show the result. */
  actionDone: boolean;
  /** Which button was used, when the result says so. */
  resultType?: ButtonType;
}

function dateOf(value: unknown): Date | undefined {
  const milliseconds = time(value);
  return milliseconds === undefined ? undefined : new Date(milliseconds);
}

/** The first letter or digit of the first and of the last word of a name, upper-cased: "Ada Lovelace" → "AL". */
export function initialsOf(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return undefined;
  const picked = letters.length === 1 ? letters[0] : letters[0] + letters[letters.length - 1];
  return picked.toLocaleUpperCase();
}

function alignOf(block: unknown): TextAlign | undefined {
  const align = field(field(block, 'styles'), 'textAlign');
  return isOneOf(TEXT_ALIGNS, align) ? align : undefined;
}

/**
 * Content blocks shown of one message. Each rendered block costs layout time, and a service can send any number of
 * them: past this many, the rest is kept as text ({@link MessageView.moreText}).
 */
export const BLOCK_LIMIT = 50;

function blocksOf(content: unknown, base: string | undefined): ContentBlockView[] {
  const single = text(content);
  if (single !== undefined) return [{ kind: 'text', text: single }];
  const blocks: ContentBlockView[] = [];
  for (const block of list(content)) {
    const type = field(block, 'type');
    const content = text(field(block, 'content'));
    if (content === undefined) continue;
    const align = alignOf(block);
    if (type === 'text') {
      blocks.push(align ? { kind: 'text', text: content, align } : { kind: 'text', text: content });
    } else if (type === 'button') {
      const view: LinkBlockView = { kind: 'button', text: content };
      const url = safeUrl(field(block, 'url'), base);
      if (url) view.url = url;
      if (align) view.align = align;
      blocks.push(view);
    }
  }
  return blocks;
}

function buttonsOf(buttons: unknown): ButtonView[] {
  const views: ButtonView[] = [];
  for (const button of list(buttons)) {
    const type = field(button, 'type');
    const content = text(field(button, 'content'));
    // One button of each type (primary, secondary), as the contract has them: a list of thousands renders two.
    if (!isOneOf(BUTTON_TYPES, type) || content === undefined || views.some((view) => view.type === type))
      continue;
    const view: ButtonView = { type, content, source: button as MessageButton };
    const resultContent = text(field(button, 'resultContent'));
    if (resultContent !== undefined) view.resultContent = resultContent;
    views.push(view);
  }
  return views;
}

/**
 * The date the list is ordered by: the service lists messages newest first by `createdAt` (docs/decisions.md#feed-and-counts),
 * so that is the time shown, and the times read in order down the list, a message delivered again included. A
 * message without a valid `createdAt` shows its latest valid delivery, if any.
 */
function listDateOf(message: unknown): Date | undefined {
  const created = dateOf(field(message, 'createdAt'));
  if (created) return created;
  let latest: Date | undefined;
  for (const value of list(field(message, 'deliveredAt'))) {
    const date = dateOf(value);
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}

/**
 * Reads a message defensively. `base` is what relative URLs resolve against (the page by default). Never throws,
 * whatever `message` is.
 */
export function readMessage(message: unknown, base?: string): MessageView {
  const payload = field(message, 'payload');
  const cta = field(message, 'cta');
  const action = field(cta, 'action');
  const status = field(message, 'status');
  const channel = field(message, 'channel');
  const resultType = field(field(action, 'result'), 'type');

  const blocks = blocksOf(field(message, 'content'), base);
  const view: MessageView = {
    blocks: blocks.slice(0, BLOCK_LIMIT),
    unread: field(message, 'read') === false,
    unseen: field(message, 'seen') === false,
    buttons: buttonsOf(field(action, 'buttons')),
    actionDone: field(action, 'status') === 'done',
  };
  if (blocks.length > BLOCK_LIMIT) {
    view.moreText = blocks
      .slice(BLOCK_LIMIT)
      .map((block) => block.text)
      .join('\n');
  }
  const id = messageId(message);
  if (id !== undefined) view.id = id;
  const subject = text(field(message, 'subject')) ?? text(field(message, 'title'));
  if (subject !== undefined) view.subject = subject;
  const avatar = safeUrl(field(payload, 'avatar'), base);
  if (avatar) view.avatar = avatar;
  const initials = initialsOf(personOf(payload));
  if (initials !== undefined) view.initials = initials;
  if (isOneOf(CHANNEL_TYPES, channel)) view.channel = channel;
  const date = listDateOf(message);
  if (date) view.date = date;
  if (status === 'error' || status === 'warning') {
    view.status = status;
    const errorText = text(field(message, 'errorText'));
    if (errorText !== undefined) view.errorText = errorText;
  }
  if (field(cta, 'type') === 'redirect') {
    const redirect = safeUrl(field(field(cta, 'data'), 'url'), base);
    if (redirect) view.redirect = redirect;
  }
  if (view.actionDone && isOneOf(BUTTON_TYPES, resultType)) view.resultType = resultType;
  return view;
}
