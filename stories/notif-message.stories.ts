import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { action } from 'storybook/actions';
import type { Message } from '../src/api/types.js';
import '../src/index.js';
import { STORY_KEY, storyApi } from './story-api.js';
import {
  clearPendingMarks,
  hostileMessage,
  seedMessage,
  seedState,
  type MessageShape,
} from './story-data.js';

interface MessageArgs {
  /** Give the messages an API session (subscriber-ada on the story's own local API). */
  session: boolean;
  theme: 'light' | 'dark' | undefined;
  locale: string | undefined;
  noSeenOnView: boolean;
  /** Cancel `notif-message-click`, so that a click does not open the message's link. */
  cancelRedirect: boolean;
}

const log = {
  click: action('notif-message-click'),
  action: action('notif-action'),
};

/**
 * Standalone `<notif-message>`s. With `session`, they share one API session on a local API of their own, started
 * from the same seed the messages come from: they mark themselves seen when viewed and read when clicked, and have a
 * mark read/unread button. Without it they only fire events.
 */
function messages(args: MessageArgs, list: readonly Message[]): TemplateResult {
  const api = args.session ? storyApi({ state: seedState }) : undefined;
  const onClick = (event: CustomEvent) => {
    log.click(event.detail);
    if (args.cancelRedirect) event.preventDefault();
  };
  return html`<div style="display: grid; gap: 12px; max-inline-size: 440px">
    ${list.map(
      (message) =>
        html`<notif-message
          .message=${message}
          theme=${ifDefined(args.theme)}
          locale=${ifDefined(args.locale)}
          ?no-seen-on-view=${args.noSeenOnView}
          base-url=${ifDefined(api?.baseUrl)}
          subscriber-id=${ifDefined(api ? 'subscriber-ada' : undefined)}
          api-key=${ifDefined(api ? STORY_KEY : undefined)}
          .fetch=${api?.fetch}
          @notif-message-click=${onClick}
          @notif-action=${(event: CustomEvent) => log.action(event.detail)}
        ></notif-message>`,
    )}
  </div>`;
}

/** Messages of these shapes from the demo seed. */
const shapes =
  (...names: MessageShape[]) =>
  (args: MessageArgs) =>
    messages(
      args,
      names.map((name) => seedMessage(name)),
    );

export default {
  title: 'Elements/notif-message',
  component: 'notif-message',
  args: {
    session: false,
    theme: undefined,
    locale: undefined,
    noSeenOnView: false,
    cancelRedirect: true,
  },
  argTypes: {
    session: {
      control: 'boolean',
      description:
        'Give the messages an API session (`base-url`, `subscriber-id`, `api-key`, `fetch`): they mark themselves ' +
        'seen and read, and get a mark read/unread button. Without one they only fire events.',
    },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    locale: { control: 'text' },
    noSeenOnView: { control: 'boolean' },
    cancelRedirect: {
      control: 'boolean',
      description:
        'Cancel `notif-message-click`: the message is still marked read, but its link does not open.',
      table: { category: 'Story' },
    },
  },
  beforeEach: () => clearPendingMarks(),
  render: shapes('plainText'),
} satisfies Meta<MessageArgs>;

type Story = StoryObj<MessageArgs>;

/** Plain text content (a welcome message without a link). */
export const PlainText: Story = {};

/** EmailBlocks content: text blocks and button blocks (links), each with `textAlign` left, center and right. */
export const EmailBlocks: Story = { render: shapes('emailBlocks') };

/** `cta.type="redirect"`: clicking the card opens the URL (another origin: a new tab, without opener). */
export const CtaRedirect: Story = {
  name: 'CTA redirect',
  args: { cancelRedirect: false },
  render: shapes('ctaRedirect'),
};

/** One primary action button. Pressing it fires `notif-action`; it does not redirect. */
export const PrimaryAction: Story = { render: shapes('primaryAction') };

/** Primary and secondary action buttons. */
export const PrimaryAndSecondaryActions: Story = { render: shapes('primaryAndSecondary') };

/** The action is done: the buttons are disabled, and the one used shows its `resultContent`. */
export const ActionDone: Story = { render: shapes('doneWithPrimary', 'doneWithSecondary') };

/** An avatar image (`payload.avatar`). Offline the image fails to load and the author's initials show instead. */
export const AvatarImage: Story = { render: shapes('avatarImage') };

/** No avatar image: the author's initials. */
export const InitialsFallback: Story = { render: shapes('initials') };

/** `status="error"`: delivery failed (the reason is the status's tooltip). */
export const StatusError: Story = { render: shapes('statusError') };

/** `status="warning"`. */
export const StatusWarning: Story = { render: shapes('statusWarning') };

/** Unseen (neither seen nor read), unread (seen, not read) and read. */
export const UnseenUnreadRead: Story = {
  name: 'Unseen, unread, read',
  render: shapes('unseen', 'unread', 'read'),
};

/** A subject of several lines, and content of several lines. */
export const LongSubject: Story = { render: shapes('longSubject', 'longContent') };

/**
 * A hostile message: markup in the subject and content shows as text, and its `javascript:` CTA and avatar are
 * dropped (no link, no image, initials instead).
 */
export const HostilePayload: Story = { render: (args) => messages(args, [hostileMessage()]) };

/** With an API session: the unseen message marks itself seen when viewed, a click marks it read; each has a mark read/unread button. */
export const WithApiSession: Story = {
  args: { session: true },
  render: shapes('unseen', 'unread', 'primaryAndSecondary'),
};

const variety: MessageShape[] = [
  'unseen',
  'emailBlocks',
  'primaryAndSecondary',
  'doneWithPrimary',
  'statusError',
  'read',
];

/** `theme="dark"` on a dark page. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [
    (story) =>
      html`<div style="padding: 24px; background: #0b0d12; min-block-size: 100vh; box-sizing: border-box">
        ${story()}
      </div>`,
  ],
  parameters: { layout: 'fullscreen' },
  render: shapes(...variety),
};

/**
 * `locale="ar"`: the built-in Arabic strings, and `dir="rtl"` set by the element itself (the contents stay as sent).
 * With a session, so the mark button and its label show too.
 */
export const RightToLeft: Story = {
  args: { locale: 'ar', session: true },
  render: shapes(...variety),
};

/** `locale="ja"` with a session: the mark button, the states and the times in Japanese. */
export const Japanese: Story = {
  args: { locale: 'ja', session: true },
  render: shapes('unread', 'primaryAndSecondary', 'statusWarning'),
};
