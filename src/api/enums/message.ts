/**
 * The enums of in-app messages and the mark-as operation (`<notif-inbox>`, `<notif-message>`). Part of the
 * contract's enums, all listed by `providers.ts`: apart, so that a page carries only those its elements use.
 */

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
