import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { action } from 'storybook/actions';
import '../src/index.js';
import { STORY_KEY, storyApi } from './story-api.js';
import { clearPendingMarks } from './story-data.js';

interface ProviderArgs {
  subscriberId: string;
  locale: string | undefined;
  /** Open the bell's panel too. */
  open: boolean;
  /** Cancel `notif-message-click`, so that a click marks the message read without leaving Storybook. */
  cancelRedirect: boolean;
}

const log = {
  counts: action('notif-counts'),
  marked: action('notif-marked'),
  click: action('notif-message-click'),
};

export default {
  title: 'Elements/notif-provider',
  component: 'notif-provider',
  args: { subscriberId: 'subscriber-ada', locale: undefined, open: false, cancelRedirect: true },
  argTypes: {
    subscriberId: {
      control: 'select',
      options: ['subscriber-ada', 'subscriber-grace', 'subscriber-linus'],
    },
    locale: { control: 'text' },
    open: { control: 'boolean' },
    cancelRedirect: { control: 'boolean', table: { category: 'Story' } },
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => clearPendingMarks(),
} satisfies Meta<ProviderArgs>;

type Story = StoryObj<ProviderArgs>;

/**
 * One `<notif-provider>` configures a bell in the top bar and an inline inbox in the page; neither has connection
 * attributes of its own, so they share one client and one store. Marking a message in one shows in the other at
 * once: the inline list marks what it shows as seen, and the bell's badge goes down with it; "Mark all as read" in
 * either empties both Unread tabs.
 */
export const BellAndInlineInSync: Story = {
  name: 'Bell and inline inbox in sync',
  render: (args) => {
    const api = storyApi();
    const onClick = (event: CustomEvent) => {
      log.click(event.detail);
      if (args.cancelRedirect) event.preventDefault();
    };
    return html`<notif-provider
      base-url=${api.baseUrl}
      subscriber-id=${args.subscriberId}
      api-key=${STORY_KEY}
      locale=${ifDefined(args.locale)}
      .fetch=${api.fetch}
      @notif-counts=${(event: CustomEvent) => log.counts(event.detail)}
      @notif-marked=${(event: CustomEvent) => log.marked(event.detail)}
      @notif-message-click=${onClick}
    >
      <div
        style="min-block-size: 100vh; background: #f8fafc; color: #111827; font-family: system-ui, sans-serif"
      >
        <header
          style="display: flex; align-items: center; gap: 16px; padding: 8px 16px; background: #fff; border-block-end: 1px solid #e5e7eb"
        >
          <strong style="margin-inline-end: auto">Acme</strong>
          <notif-inbox ?open=${args.open} id="bell"></notif-inbox>
        </header>
        <main style="display: grid; gap: 12px; max-inline-size: 480px; padding: 24px 16px">
          <h1 style="margin: 0; font-size: 1.25rem">Activity</h1>
          <notif-inbox mode="inline" id="inline"></notif-inbox>
        </main>
      </div>
    </notif-provider>`;
  },
};
