import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { action } from 'storybook/actions';
import '../src/index.js';
import { STORY_KEY, storyApi } from './story-api.js';
import { fetchWithArrivals, type StoryArrival } from './story-arrivals.js';
import { clearPendingMarks } from './story-data.js';

interface ToastsArgs {
  position: 'bottom-end' | 'bottom-start' | 'top-end' | 'top-start';
  duration: number;
  max: number;
  theme: 'light' | 'dark' | undefined;
  locale: string | undefined;
  desktop: boolean;
  /** Cancel `notif-message-click`, so that a click marks the message read without leaving Storybook. */
  cancelRedirect: boolean;
}

const log = {
  click: action('notif-message-click'),
  action: action('notif-action'),
  error: action('notif-error'),
};

const WELCOME: StoryArrival = { name: 'welcome', payload: { name: 'Grace' } };
const MENTION: StoryArrival = {
  name: 'comment-mention',
  payload: { author: 'Grace Hopper', comment: 'Could you review the new engine notes?', url: '/#notes' },
};
const INVITE: StoryArrival = {
  name: 'team-invite',
  payload: { author: 'Linus', name: 'Analytical Engine', url: '/#team' },
};

/** `<notif-toasts>` on the story's own local API, where `arrivals` arrive once it has read its counts. */
function toasts(args: ToastsArgs, arrivals: readonly StoryArrival[]): TemplateResult {
  const api = storyApi();
  const onClick = (event: CustomEvent) => {
    log.click(event.detail);
    if (args.cancelRedirect) event.preventDefault();
  };
  return html`<p style="font: 14px system-ui, sans-serif">
      Messages arrive a moment after the story opens; the toasts show in the ${args.position} corner.
    </p>
    <notif-toasts
      position=${args.position}
      duration=${args.duration}
      max=${args.max}
      theme=${ifDefined(args.theme)}
      locale=${ifDefined(args.locale)}
      ?desktop=${args.desktop}
      poll-interval="500"
      base-url=${api.baseUrl}
      subscriber-id="subscriber-ada"
      api-key=${STORY_KEY}
      .fetch=${fetchWithArrivals(api, arrivals)}
      @notif-message-click=${onClick}
      @notif-action=${(event: CustomEvent) => log.action(event.detail)}
      @notif-error=${(event: CustomEvent) => log.error(event.detail)}
    ></notif-toasts>`;
}

export default {
  title: 'Elements/notif-toasts',
  component: 'notif-toasts',
  args: {
    position: 'bottom-end',
    duration: 0,
    max: 3,
    theme: undefined,
    locale: undefined,
    desktop: false,
    cancelRedirect: true,
  },
  argTypes: {
    position: { control: 'inline-radio', options: ['bottom-end', 'bottom-start', 'top-end', 'top-start'] },
    duration: {
      control: { type: 'number', min: 0, step: 1000 },
      description: 'Milliseconds a toast shows (0 in these stories: until dismissed, to look at it).',
    },
    max: { control: { type: 'number', min: 1 } },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    locale: { control: 'text' },
    desktop: { control: 'boolean' },
    cancelRedirect: {
      control: 'boolean',
      description:
        'Cancel `notif-message-click`: a click still reads the message, but does not open its link.',
      table: { category: 'Story' },
    },
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => clearPendingMarks(),
} satisfies Meta<ToastsArgs>;

type Story = StoryObj<ToastsArgs>;

/** One message arrives: its toast, the message card as the inbox shows it, with a dismiss button. */
export const Arriving: Story = { render: (args) => toasts(args, [WELCOME]) };

/** A mention with its author's initials and its link, in the top-start corner, dark. */
export const TopStartDark: Story = {
  args: { position: 'top-start', theme: 'dark' },
  render: (args) => toasts(args, [MENTION]),
};

/** An invitation with its action buttons: pressing one answers it, reads the message, and the toast goes. */
export const WithActions: Story = { render: (args) => toasts(args, [INVITE]) };

/** Four messages, two shown at most: the newest two nearest the corner, "+2 more" for the others. */
export const Stacked: Story = {
  args: { max: 2 },
  render: (args) => toasts(args, [WELCOME, MENTION, INVITE, { name: 'welcome', payload: { name: 'Linus' } }]),
};

/** Each toast hides after 4 seconds, but never while the pointer is over the stack or a toast has the focus. */
export const Timed: Story = {
  args: { duration: 4000 },
  render: (args) => toasts(args, [WELCOME, MENTION]),
};

/** Arabic, right to left: the top-end corner is the top left, and the strings are Arabic. */
export const RightToLeft: Story = {
  args: { position: 'top-end', locale: 'ar' },
  render: (args) => toasts(args, [WELCOME]),
};

/**
 * `desktop`, while the browser has not been asked yet: the toasts offer "Enable desktop notifications", which asks
 * the browser (from the click) once for the site.
 */
export const DesktopOffered: Story = {
  args: { desktop: true },
  render: (args) => toasts(args, [WELCOME]),
};

/** A message whose fields hold markup and `javascript:` URLs: text only, no link, nothing run. */
export const HostileMessage: Story = {
  render: (args) =>
    toasts(args, [
      {
        name: 'comment-mention',
        payload: {
          author: '<img src=x onerror=alert(1)>',
          comment: '<script>alert("xss")</script> & <b>bold</b>',
          url: 'javascript:alert(1)',
          avatar: 'javascript:alert(1)',
        },
      },
    ]),
};
