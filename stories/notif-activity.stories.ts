import type { Decorator, Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { styleMap } from 'lit/directives/style-map.js';
import { action } from 'storybook/actions';
import { DEMO_IDS, DEMO_KEYS } from 'notif-local-api';
import '../src/index.js';
import { STORY_KEY, localApiArgTypes, storyApi } from './story-api.js';
import { seedState } from './story-data.js';

interface ActivityArgs {
  /** How the element authenticates: the dashboard session token, the API key, or nothing at all. */
  auth: 'token' | 'api-key' | 'none';
  /** The filters in effect, as operation 5's query string. */
  filters: string;
  /** The `_id` of the event whose detail is open. */
  eventId: string | undefined;
  pageSize: number;
  theme: 'light' | 'dark' | undefined;
  locale: string | undefined;
  /** Local API: milliseconds every request waits. */
  latencyMs: number;
  /** Local API: share of requests answered 503. */
  failRate: number;
}

const log = { error: action('notif-error') };

/** The `_id` of a seeded Development event, found by its transaction and subscriber (seed ids never change). */
function seededEvent(transactionId: string, subscriberId = 'subscriber-ada'): string {
  const development = DEMO_IDS.environments.development;
  const found = seedState.notifications.find(
    ({ record }) =>
      record._environmentId === development &&
      record.transactionId === transactionId &&
      record.subscriber?.subscriberId === subscriberId,
  );
  if (!found?.record._id) throw new Error(`stories: no seeded event ${transactionId} for ${subscriberId}`);
  return found.record._id;
}

/** The first seeded Development event of a workflow, by its trigger identifier. */
function seededEventOf(workflow: string, jobStatus: string): string {
  const found = seedState.notifications.find(
    ({ record }) =>
      record._environmentId === DEMO_IDS.environments.development &&
      record.template?.triggers[0]?.identifier === workflow &&
      record.jobs?.some((job) => job.status === jobStatus),
  );
  if (!found?.record._id) throw new Error(`stories: no seeded ${workflow} event with a ${jobStatus} job`);
  return found.record._id;
}

/** A page background for the dark story, so the element is seen as it would be on a dark page. */
const darkPage: Decorator = (story) =>
  html`<div
    style=${styleMap({ background: '#0b0d12', color: '#e5e7eb', padding: '16px', minHeight: '100vh' })}
  >
    ${story()}
  </div>`;

export default {
  title: 'Elements/notif-activity',
  component: 'notif-activity',
  args: {
    auth: 'token',
    filters: '',
    eventId: undefined,
    pageSize: 10,
    theme: undefined,
    locale: undefined,
    latencyMs: 0,
    failRate: 0,
  },
  argTypes: {
    auth: {
      control: 'inline-radio',
      options: ['token', 'api-key', 'none'],
      description: `The dashboard session token (\`${DEMO_KEYS.session}\`), the API key, or no credentials at all.`,
    },
    filters: {
      control: 'text',
      description: 'Filters in effect, as a query string: `channels=email&channels=sms&transactionId=…`.',
    },
    eventId: { control: 'text', description: 'The `_id` of the event whose detail is open.' },
    pageSize: { control: { type: 'number', min: 1, max: 50 } },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    locale: { control: 'text' },
    ...localApiArgTypes,
  },
  render: (args) => {
    const api = storyApi({ latencyMs: args.latencyMs, failRate: args.failRate });
    return html`<notif-activity
      base-url=${api.baseUrl}
      token=${ifDefined(args.auth === 'token' ? DEMO_KEYS.session : undefined)}
      api-key=${ifDefined(args.auth === 'api-key' ? STORY_KEY : undefined)}
      filters=${args.filters}
      event-id=${ifDefined(args.eventId || undefined)}
      page-size=${args.pageSize}
      theme=${ifDefined(args.theme)}
      locale=${ifDefined(args.locale)}
      .fetch=${api.fetch}
      @notif-error=${(event: CustomEvent) => log.error(event.detail)}
    ></notif-activity>`;
  },
} satisfies Meta<ActivityArgs>;

type Story = StoryObj<ActivityArgs>;

/** The newest events of the demo environment, ten to a page. Open one with a click or Enter. */
export const Loaded: Story = {};

/** Chat events of high severity only: the filters in effect are reflected in the `filters` attribute. */
export const Filtered: Story = {
  args: { filters: 'channels=chat&severity=high' },
};

/** No event matches the filters. */
export const Empty: Story = {
  args: { filters: 'transactionId=no-such-transaction' },
};

/** Every request takes 8 seconds (under the client's 10 s timeout): the loading state, then the list. */
export const Loading: Story = {
  args: { latencyMs: 8000 },
};

/** Every request is answered 503: after the client's retries, the error state with what failed and a Retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { failRate: 1 },
};

/** Neither an API key nor a token: the element says what it needs and sends nothing. */
export const NoCredentials: Story = {
  args: { auth: 'none' },
};

/** Filters from a link that are not valid: nothing is sent, and each problem shows next to its field. */
export const InvalidFilters: Story = {
  args: { filters: 'channels=fax&contextKeys=nocolon&after=yesterday' },
};

/**
 * The incident of transaction `txn-dev-incident-37` for Ada, opened: its Slack page failed with the provider's
 * answer in the raw output, its push page went out. Every job shows its execution timeline.
 */
export const DetailWithFailures: Story = {
  args: {
    filters: 'transactionId=txn-dev-incident-37',
    eventId: seededEvent('txn-dev-incident-37'),
  },
};

/** An order sync whose HTTP step failed: the raw answer, an HTML page inside JSON, and the delay step in words. */
export const DetailWithDelayAndHttpFailure: Story = {
  args: {
    filters: 'templates=order-sync',
    eventId: seededEventOf('order-sync', 'failed'),
  },
};

/** A weekly digest: its timed schedule, digest key and collected events in words. */
export const DetailOfADigest: Story = {
  args: {
    filters: 'templates=weekly-digest',
    eventId: seededEventOf('weekly-digest', 'completed'),
  },
};

/** The dark theme, with an event open. */
export const Dark: Story = {
  args: {
    theme: 'dark',
    filters: 'transactionId=txn-dev-incident-37',
    eventId: seededEvent('txn-dev-incident-37'),
  },
  decorators: [darkPage],
  parameters: { layout: 'fullscreen' },
};
