import type { Decorator, Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { styleMap } from 'lit/directives/style-map.js';
import { action } from 'storybook/actions';
import type { Message } from '../src/api/types.js';
import { NotifInbox, type RenderMessageContext } from '../src/elements/notif-inbox/notif-inbox.js';
import type { NotifStrings } from '../src/i18n/strings.js';
import type { LocalState } from 'notif-local-api';
import '../src/index.js';
import { STORY_KEY, localApiArgTypes, storyApi } from './story-api.js';
import { cachedStateWithMessages, clearPendingMarks, until } from './story-data.js';
import { fetchWithArrivals } from './story-arrivals.js';
import { BUILT_IN_LOCALES } from '../src/i18n/locales.js';

interface InboxArgs {
  subscriberId: string;
  mode: 'popover' | 'inline';
  open: boolean;
  theme: 'light' | 'dark' | undefined;
  locale: string | undefined;
  pageSize: number;
  pollInterval: number;
  noSeenOnView: boolean;
  /** Related messages as one row that expands in place. */
  group: boolean;
  /** A checkbox per row and a bar to mark the selection. */
  selectable: boolean;
  /** Local API: milliseconds every request waits. */
  latencyMs: number;
  /** Local API: share of requests answered 503. */
  failRate: number;
  /** Cancel `notif-message-click`, so that a click marks the message read without leaving Storybook. */
  cancelRedirect: boolean;
}

/** What a story adds to the inbox besides its args. */
interface InboxExtras {
  /** An id, for a story that finds its inbox again. */
  id?: string;
  /** The local API, when the story shares it (with toasts, or messages that arrive); else one of the inbox's own. */
  api?: { fetch: typeof fetch; baseUrl: string };
  state?: LocalState;
  strings?: Partial<NotifStrings>;
  renderMessage?: (message: Message, context: RenderMessageContext) => TemplateResult;
  fetch?: (inner: typeof fetch) => typeof fetch;
}

const log = {
  counts: action('notif-counts'),
  marked: action('notif-marked'),
  error: action('notif-error'),
  click: action('notif-message-click'),
  action: action('notif-action'),
};

function onMessageClick(args: InboxArgs) {
  return (event: CustomEvent) => {
    log.click(event.detail);
    if (args.cancelRedirect) event.preventDefault();
  };
}

/** A `<notif-inbox>` talking to its own local API. */
function inbox(args: InboxArgs, extras: InboxExtras = {}): TemplateResult {
  const api =
    extras.api ??
    storyApi({
      latencyMs: args.latencyMs,
      failRate: args.failRate,
      ...(extras.state ? { state: extras.state } : {}),
    });
  return html`<notif-inbox
    id=${ifDefined(extras.id)}
    mode=${args.mode}
    ?open=${args.open}
    theme=${ifDefined(args.theme)}
    locale=${ifDefined(args.locale)}
    page-size=${args.pageSize}
    poll-interval=${args.pollInterval}
    ?no-seen-on-view=${args.noSeenOnView}
    ?group=${args.group}
    ?selectable=${args.selectable}
    base-url=${api.baseUrl}
    subscriber-id=${args.subscriberId}
    api-key=${STORY_KEY}
    .fetch=${extras.fetch ? extras.fetch(api.fetch) : api.fetch}
    .strings=${extras.strings}
    .renderMessage=${extras.renderMessage}
    @notif-counts=${(event: CustomEvent) => log.counts(event.detail)}
    @notif-marked=${(event: CustomEvent) => log.marked(event.detail)}
    @notif-error=${(event: CustomEvent) => log.error(event.detail)}
    @notif-action=${(event: CustomEvent) => log.action(event.detail)}
    @notif-message-click=${onMessageClick(args)}
  ></notif-inbox>`;
}

/** A page's top bar with the bell at its end, and room below for the popover panel. */
const appBar =
  (colors: { background: string; bar: string; text: string; border: string } = LIGHT): Decorator =>
  (story) =>
    html`<div
      style=${styleMap({
        minHeight: '660px',
        background: colors.background,
        color: colors.text,
        fontFamily: 'system-ui, sans-serif',
      })}
    >
      <header
        style=${styleMap({
          display: 'flex',
          alignItems: 'center',
          gap: '16px',
          padding: '8px 16px',
          background: colors.bar,
          borderBlockEnd: `1px solid ${colors.border}`,
        })}
      >
        <strong style="margin-inline-end: auto">Acme</strong>
        ${story()}
      </header>
    </div>`;

const LIGHT = { background: '#f8fafc', bar: '#ffffff', text: '#111827', border: '#e5e7eb' };
const DARK = { background: '#0b0d12', bar: '#111318', text: '#e5e7eb', border: '#262a33' };

/** A column of the page for an inline inbox. */
const column: Decorator = (story) => html`<div style="max-inline-size: 440px">${story()}</div>`;

export default {
  title: 'Elements/notif-inbox',
  component: 'notif-inbox',
  args: {
    subscriberId: 'subscriber-ada',
    mode: 'popover',
    open: false,
    theme: undefined,
    locale: undefined,
    pageSize: 20,
    pollInterval: 30000,
    noSeenOnView: false,
    group: false,
    selectable: false,
    latencyMs: 0,
    failRate: 0,
    cancelRedirect: true,
  },
  argTypes: {
    subscriberId: {
      control: 'select',
      options: ['subscriber-ada', 'subscriber-grace', 'subscriber-linus'],
      description: 'The demo subscriber: Ada has 64 messages of every shape, Grace 6, Linus none.',
    },
    mode: { control: 'inline-radio', options: ['popover', 'inline'] },
    open: { control: 'boolean', description: 'Popover mode: whether the panel is open.' },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    locale: { control: 'text' },
    pageSize: { control: { type: 'number', min: 1, max: 100 } },
    pollInterval: { control: { type: 'number', min: 0, step: 1000 } },
    noSeenOnView: { control: 'boolean' },
    group: {
      control: 'boolean',
      description: 'Related messages (one workflow and thread, within 24 h) as one row.',
    },
    selectable: { control: 'boolean', description: 'A checkbox per row, and a bar to mark the selection.' },
    ...localApiArgTypes,
    cancelRedirect: {
      control: 'boolean',
      description:
        'Cancel `notif-message-click`: a click still marks the message read, but does not open its link.',
      table: { category: 'Story' },
    },
  },
  parameters: { layout: 'fullscreen' },
  // A story that went offline may leave marks in localStorage; none of them belongs to the next story.
  beforeEach: () => clearPendingMarks(),
  render: (args) => inbox(args),
} satisfies Meta<InboxArgs>;

type Story = StoryObj<InboxArgs>;

/** The bell with its unseen count, and the panel open below it. */
export const PopoverOpened: Story = {
  args: { open: true },
  decorators: [appBar()],
};

/** The list in the page: no bell, the header shows the unread count. */
export const Inline: Story = {
  args: { mode: 'inline' },
  decorators: [column],
  parameters: { layout: 'padded' },
};

/**
 * Every request takes 8 seconds (under the client's 10 s timeout): rows shaped like messages, as high as the list,
 * then the list in the same place.
 */
export const Loading: Story = {
  args: { mode: 'inline', latencyMs: 8000 },
  decorators: [column],
  parameters: { layout: 'padded' },
};

/** The popover opened while its first page is on its way: the panel has its final height from the start. */
export const LoadingPopover: Story = {
  args: { open: true, latencyMs: 8000 },
  decorators: [appBar()],
};

/** subscriber-linus has no messages: a picture drawn in the theme's colours, and the panel keeps its height. */
export const Empty: Story = {
  args: { mode: 'inline', subscriberId: 'subscriber-linus' },
  decorators: [column],
  parameters: { layout: 'padded' },
};

/** The empty state in the dark theme. */
export const EmptyDark: Story = {
  args: { open: true, subscriberId: 'subscriber-linus', theme: 'dark' },
  decorators: [appBar(DARK)],
};

/**
 * Every request fails with 503: the list keeps its loading state while the first load tries again for 12 s (a service
 * under deploy often answers within them), then shows the error state with Retry (which fails again).
 */
export const ErrorState: Story = {
  name: 'Error',
  args: { mode: 'inline', failRate: 1 },
  decorators: [column],
  parameters: { layout: 'padded' },
};

/**
 * A row with its action showing, as the pointer hovering it (or the keyboard focus inside it) shows it: one icon
 * button, "Mark as read" or "Mark as unread", in a column of its own, so it never covers the text. Here the second
 * row's button has the focus, its tooltip shown beside it; hover any row to see its button appear (on a touch screen,
 * every row shows it). One click marks the message, without opening it.
 */
export const HoveredRow: Story = {
  args: { mode: 'inline' },
  decorators: [column],
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector<NotifInbox>('notif-inbox')!;
    await until(() => (element.shadowRoot?.querySelectorAll('notif-message').length ?? 0) > 1);
    const row = element.shadowRoot!.querySelectorAll('notif-message')[1]!;
    await until(() => !!row.shadowRoot?.querySelector('[part~="mark-button"]'));
    row.shadowRoot!.querySelector<HTMLButtonElement>('[part~="mark-button"]')!.focus();
  },
};

/**
 * The list loads, then the network goes away (the story sends the page an `offline` event and its fetch fails from
 * then on): the offline notice shows, and marks made now stay pending until the page is back online.
 */
export const Offline: Story = (() => {
  const network = { offline: false };
  const fetchUnlessOffline = (inner: typeof fetch): typeof fetch => {
    return (input, init) =>
      network.offline ? Promise.reject(new TypeError('Failed to fetch')) : inner(input, init);
  };
  return {
    args: { mode: 'inline' },
    decorators: [column],
    parameters: { layout: 'padded' },
    beforeEach: () => {
      network.offline = false;
      return () => {
        network.offline = false;
        window.dispatchEvent(new Event('online'));
        clearPendingMarks();
      };
    },
    render: (args) => inbox(args, { fetch: fetchUnlessOffline }),
    play: async ({ canvasElement }) => {
      const element = canvasElement.querySelector<NotifInbox>('notif-inbox')!;
      await until(() => (element.shadowRoot?.querySelectorAll('notif-message').length ?? 0) > 0);
      network.offline = true;
      window.dispatchEvent(new Event('offline'));
    },
  } satisfies Story;
})();

/** 10,000 messages for subscriber-ada: infinite scroll over a windowed list; the badge shows 99+. */
export const ManyMessages: Story = {
  args: { mode: 'popover', open: true, pageSize: 50 },
  decorators: [appBar()],
  render: (args) => inbox(args, { state: cachedStateWithMessages(10_000) }),
};

/** `theme="dark"` on a dark page. */
export const Dark: Story = {
  args: { open: true, theme: 'dark' },
  decorators: [appBar(DARK)],
};

/**
 * `locale="ar"`: the built-in Arabic strings, fetched when the locale names them, and `dir="rtl"` set by the inbox
 * itself (the page sets no `dir`): the panel, the rows and the tabs mirror.
 */
export const RightToLeft: Story = {
  args: { open: true, locale: 'ar' },
  decorators: [appBar()],
};

/** `locale="he"` in the dark theme: Hebrew, right to left. */
export const RightToLeftDark: Story = {
  args: { open: true, locale: 'he', theme: 'dark' },
  decorators: [appBar(DARK)],
};

/** Every built-in locale side by side, each inline inbox showing the strings of its `locale`. */
export const EveryLocale: Story = {
  args: { mode: 'inline' },
  parameters: { layout: 'padded' },
  render: (args) =>
    html`<div
      style="display: grid; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr)); gap: 16px; --notif-inbox-height: 300px"
    >
      ${BUILT_IN_LOCALES.map(
        (locale) =>
          html`<figure style="margin: 0">
            <figcaption style="font: 600 12px system-ui, sans-serif; margin-block-end: 4px">
              ${locale}
            </figcaption>
            ${inbox({ ...args, locale })}
          </figure>`,
      )}
    </div>`,
};

/** German (`locale="de"`) in the popover. */
export const German: Story = { args: { open: true, locale: 'de' }, decorators: [appBar()] };

/** Japanese (`locale="ja"`) in the popover. */
export const Japanese: Story = { args: { open: true, locale: 'ja' }, decorators: [appBar()] };

/** A few strings of the page's own through the `strings` property, over the built-in ones (here in French). */
export const CustomStrings: Story = {
  args: { mode: 'inline', locale: 'fr' },
  decorators: [column],
  parameters: { layout: 'padded' },
  render: (args) =>
    inbox(args, {
      strings: { inboxTitle: 'Quoi de neuf', empty: 'Rien de neuf', markAllRead: 'Tout est lu' },
    }),
};

/** Global tokens and per-element CSS custom properties set on an ancestor, plus `::part()` for the badge. */
export const Themed: Story = {
  args: { open: true },
  decorators: [
    (story) =>
      html`<style>
          .brand notif-inbox::part(badge) {
            font-family: ui-monospace, monospace;
          }
          .brand notif-inbox::part(title) {
            letter-spacing: 0.02em;
          }
        </style>
        <div
          class="brand"
          style=${styleMap({
            '--notif-color-accent': '#7c3aed',
            '--notif-color-on-accent': '#ffffff',
            '--notif-color-unread': '#7c3aed',
            '--notif-color-badge': '#db2777',
            '--notif-color-surface': '#fffbf5',
            '--notif-color-surface-raised': '#f5efe6',
            '--notif-color-surface-hover': '#f3e8ff',
            '--notif-color-border': '#e7dccb',
            '--notif-color-text': '#2e1065',
            '--notif-color-text-muted': '#6b5b7b',
            '--notif-font-family': 'Georgia, "Times New Roman", serif',
            '--notif-radius-medium': '16px',
            '--notif-radius-small': '999px',
            '--notif-inbox-height': '420px',
            '--notif-inbox-width': '420px',
            '--notif-inbox-shadow': '0 20px 48px rgb(76 29 149 / 0.25)',
            '--notif-inbox-bell-size': '44px',
            '--notif-message-avatar-radius': '12px',
          })}
        >
          ${story()}
        </div>`,
    appBar({ background: '#faf5ff', bar: '#ffffff', text: '#2e1065', border: '#e9d5ff' }),
  ],
};

/** A compact row of the page's own design, through `renderMessage`; its button uses the context's `mark()`. */
export const RenderMessageHook: Story = {
  args: { mode: 'inline' },
  decorators: [column],
  parameters: { layout: 'padded' },
  render: (args) => inbox(args, { renderMessage: compactRow }),
};

function textOf(message: Message): string {
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((block) => block.content).join(' ');
}

/** One line of text, cut with an ellipsis (line-clamp keeps the row's own minimum width small). */
const oneLine = {
  display: '-webkit-box',
  '-webkit-box-orient': 'vertical',
  '-webkit-line-clamp': '1',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
};

function compactRow(message: Message, { index, mark }: RenderMessageContext): TemplateResult {
  return html`<div
    style=${styleMap({
      display: 'flex',
      alignItems: 'center',
      gap: '12px',
      padding: '10px 16px',
      borderBlockEnd: '1px solid #e5e7eb',
      background: message.read ? '#ffffff' : '#eff6ff',
      font: '14px/1.4 system-ui, sans-serif',
      color: '#111827',
    })}
  >
    <span style="min-inline-size: 2.5ch; color: #6b7280; font-variant-numeric: tabular-nums"
      >${index + 1}</span
    >
    <div style="flex: 1; min-inline-size: 0">
      <div style=${styleMap({ ...oneLine, fontWeight: message.read ? '400' : '600' })}>
        ${message.subject ?? 'Notification'}
      </div>
      <div style=${styleMap({ ...oneLine, color: '#4b5563' })}>${textOf(message)}</div>
    </div>
    <button
      type="button"
      style="flex: none; font: inherit; padding: 2px 10px; border: 1px solid #d1d5db; border-radius: 999px; background: #fff; cursor: pointer"
      @click=${() => void mark(message.read ? 'unread' : 'read')}
    >
      ${message.read ? 'Mark unread' : 'Mark read'}
    </button>
  </div>`;
}

/**
 * No connection attributes on the inbox: a `<notif-provider>` around it configures it (subscriber-grace). Any
 * other `notif-*` element inside the provider would share its store.
 */
export const InsideProvider: Story = {
  args: { mode: 'inline', subscriberId: 'subscriber-grace' },
  decorators: [column],
  parameters: { layout: 'padded' },
  render: (args) => {
    const api = storyApi({ latencyMs: args.latencyMs, failRate: args.failRate });
    return html`<notif-provider
      base-url=${api.baseUrl}
      subscriber-id=${args.subscriberId}
      api-key=${STORY_KEY}
      locale=${ifDefined(args.locale)}
      .fetch=${api.fetch}
    >
      <notif-inbox
        mode=${args.mode}
        ?open=${args.open}
        theme=${ifDefined(args.theme)}
        page-size=${args.pageSize}
        poll-interval=${args.pollInterval}
        ?no-seen-on-view=${args.noSeenOnView}
        @notif-counts=${(event: CustomEvent) => log.counts(event.detail)}
        @notif-marked=${(event: CustomEvent) => log.marked(event.detail)}
        @notif-message-click=${onMessageClick(args)}
      ></notif-inbox>
    </notif-provider>`;
  },
};

/**
 * The list scrolled away from its top when three messages arrive: they wait above it behind "3 new", and the message
 * being read stays where it is; the pill (or scrolling back to the top) shows them.
 */
export const NewMessagesPill: Story = {
  args: { mode: 'inline', pollInterval: 0, noSeenOnView: true },
  decorators: [column],
  parameters: { layout: 'padded' },
  render: (args) => {
    const id = 'pill-inbox';
    const inboxOf = () => document.getElementById(id) as NotifInbox;
    const scrollAway = async () => {
      await until(() => (inboxOf().shadowRoot?.querySelectorAll('notif-message').length ?? 0) > 5);
      inboxOf().shadowRoot!.querySelector('[part~="list"]')!.scrollTop = 360;
    };
    const arrivals = ['Ada', 'Grace', 'Linus'].map((name) => ({ name: 'welcome', payload: { name } }));
    const api = storyApi();
    const fetch = fetchWithArrivals(api, arrivals, { before: scrollAway, after: () => inboxOf().refresh() });
    return inbox(args, { id, api: { ...api, fetch } });
  },
};

/** An inline inbox and toasts sharing one store: an arrival shows on top of the list and as a toast, said once. */
export const WithToasts: Story = {
  args: { mode: 'inline', pollInterval: 1000 },
  decorators: [column],
  parameters: { layout: 'padded' },
  render: (args) => {
    const api = storyApi();
    const fetch = fetchWithArrivals(api, [{ name: 'welcome', payload: { name: 'Grace' } }]);
    return html`${inbox(args, { api: { ...api, fetch } })}
      <notif-toasts
        duration="0"
        theme=${ifDefined(args.theme)}
        base-url=${api.baseUrl}
        subscriber-id=${args.subscriberId}
        api-key=${STORY_KEY}
        .fetch=${fetch}
        @notif-message-click=${onMessageClick(args)}
      ></notif-toasts>`;
  },
};

/** Ada's two newest mentions share a thread: with `group` they are one row ("and 1 more"). */
export const Grouped: Story = {
  args: { mode: 'inline', group: true },
  decorators: [column],
};

/** The thread's row opened in place: its messages are rows of their own, and opening it read them. */
export const GroupExpanded: Story = {
  args: { mode: 'inline', group: true },
  decorators: [column],
  play: async ({ canvasElement }) => {
    const inbox = canvasElement.querySelector('notif-inbox')!;
    const toggle = () => inbox.shadowRoot?.querySelector<HTMLButtonElement>('[part~="group-toggle"]');
    await until(() => !!toggle());
    toggle()!.click();
  },
};

/** Two messages selected: the bar shows the count with "Mark read" and "Mark unread". */
export const Selected: Story = {
  args: { mode: 'inline', group: true, selectable: true },
  decorators: [column],
  play: async ({ canvasElement }) => {
    const inbox = canvasElement.querySelector('notif-inbox')!;
    const boxes = () => [
      ...(inbox.shadowRoot?.querySelectorAll<HTMLInputElement>('[part~="checkbox"]') ?? []),
    ];
    await until(() => boxes().length >= 3);
    boxes()[1]!.click();
    boxes()[2]!.click();
  },
};
