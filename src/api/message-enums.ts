/**
 * The contract's enums of messages and their marks (all listed by `providers.ts`), and the check that a value is one
 * of them. The enums are in three modules by subject (this one; `activity-enums.ts`, the notification events';
 * `enums.ts`, the subscriber's providers), so that code shared by most elements, the message card's, does not bring
 * the lists of another element with it: the standalone build puts a module shared by most elements, whole, in the
 * script every page fetches (docs/architecture.md#chunks).
 */

/** Whether `value` is one of the strings of `list`; narrows it to the list's union type. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Delivery channels of integrations and messages. */
export const CHANNEL_TYPES = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** States the mark-as operation can apply to in-app messages. */
export const MARK_AS = ['read', 'seen', 'unread', 'unseen'] as const;
export type MarkAs = (typeof MARK_AS)[number];

/** Delivery statuses of a message. */
export const MESSAGE_STATUSES = ['sent', 'error', 'warning'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Types of a message action button (and of an action result). */
export const BUTTON_TYPES = ['primary', 'secondary'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** Statuses of a message action. */
export const ACTION_STATUSES = ['pending', 'done'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Types of a message call to action. */
export const CTA_TYPES = ['redirect'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

/** Text alignments of an email block. */
export const TEXT_ALIGNS = ['center', 'left', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Types of an email block in message content. */
export const EMAIL_BLOCK_TYPES = ['button', 'text'] as const;
export type EmailBlockType = (typeof EMAIL_BLOCK_TYPES)[number];
