/**
 * The 50 messages the screenshots show, the same in both inboxes: people and systems, short and long texts, action
 * buttons, avatars and none, from a few seconds to a few weeks old, the newest unread. One list, written once, and
 * turned into our local API's records and into the records Novu's Inbox reads.
 */
import type { LocalState } from 'notif-local-api';
import type { Message } from '../src/api/types.js';
import { stateWithFeed } from './seeded-api.js';

/** One message, as both inboxes show it. */
export interface ScreenshotMessage {
  id: string;
  subject: string;
  body: string;
  /** The person who caused it, when one did. */
  author?: string;
  /** Path of the author's picture on the screenshot server, when they have one. */
  avatar?: string;
  /** What the message is about, when it is a thing (an export, a workspace): never a person. */
  name?: string;
  primary?: string;
  secondary?: string;
  createdAt: string;
  read: boolean;
  seen: boolean;
}

const PEOPLE = [
  { name: 'Fatima Zahra', avatar: true },
  { name: 'Kavya Rao', avatar: false },
  { name: 'Mateo García', avatar: true },
  { name: 'Lena Fischer', avatar: false },
  { name: 'Hiroshi Tanaka', avatar: true },
  { name: 'Amara Okafor', avatar: false },
];

type Draft = Omit<ScreenshotMessage, 'id' | 'createdAt' | 'read' | 'seen'>;

/** Each kind of message, given a running number and a person. */
const KINDS: ((n: number, person: (typeof PEOPLE)[number]) => Draft)[] = [
  (n, person) => ({
    subject: `${person.name} requested your review on billing-service`,
    body: `Pull request #${2177 + n} “Refactor session handling” changes 38 files and is waiting for your approval.`,
    author: person.name,
  }),
  (n) => ({
    subject: `Deployment #${3009 + n} of web-app succeeded`,
    body: `Build ${3009 + n} was promoted to production after all 46 checks passed. Rollout completed in 7 minutes.`,
  }),
  (_n, person) => ({
    subject: `${person.name} commented on “Mobile release notes”`,
    body: '“I think we should revisit the assumptions in section 4 before we commit to the timeline. Can we sync tomorrow?”',
    author: person.name,
  }),
  (n) => ({
    subject: `Invoice INV-2025-${108 + n} is due in 5 days`,
    body: 'Your invoice for the Business plan (128.32 USD) is due soon. Update your payment method to avoid an interruption.',
    primary: 'Pay now',
    secondary: 'Download PDF',
  }),
  (_n, person) => ({
    subject: `${person.name} mentioned you in “Quarterly planning: infrastructure budget, hiring for the platform team and moving the remaining services to the new cluster”`,
    body:
      '“Could you check the numbers for the storage tier before Friday? The estimate assumes the same growth as last ' +
      'quarter, but the analytics team expects twice as much once the new dashboards ship. If we are short, we should ' +
      'say so in the review rather than after it, and plan the migration in two steps.”',
    author: person.name,
  }),
  () => ({
    subject: 'Export “Q3 invoices (CSV)” is ready',
    body: 'The file is kept for 7 days.',
    name: 'Q3 invoices (CSV)',
    primary: 'Download',
  }),
  (_n, person) => ({
    subject: `${person.name} invited you to Design Systems`,
    body: 'Join the workspace to see its projects and discussions.',
    author: person.name,
    name: 'Design Systems',
    primary: 'Accept',
    secondary: 'Decline',
  }),
  () => ({
    subject: 'Your weekly summary is ready',
    body: 'Your team closed 42 issues and merged 17 pull requests this week.',
  }),
];

/** Minutes before now of each message, newest first: seconds, minutes, hours, days, then weeks. */
function ageInMinutes(index: number): number {
  const early = [0.2, 7, 43, 65, 130, 300, 560, 1_300, 2_000, 2_900, 4_400, 6_000];
  return early[index] ?? 6_000 + (index - early.length + 1) * 1_450;
}

/** The 50 messages, newest first, dated from `now`. */
export function screenshotMessages(now: Date): ScreenshotMessage[] {
  return Array.from({ length: 50 }, (_, index) => {
    const person = PEOPLE[index % PEOPLE.length]!;
    const draft = KINDS[index % KINDS.length]!(index, person);
    const avatar =
      draft.author && person.avatar
        ? `/demo-avatars/${person.name.toLowerCase().replace(/\s+/g, '-')}.svg`
        : undefined;
    return {
      ...draft,
      ...(avatar ? { avatar } : {}),
      id: (0x5c000000 + index).toString(16).padStart(24, '0'),
      createdAt: new Date(now.getTime() - ageInMinutes(index) * 60_000).toISOString(),
      read: index >= 6 && index % 3 !== 0,
      seen: index >= 6,
    };
  });
}

/** The demo data with the bench subscriber's in-app feed replaced by `messages`. */
export function ourState(messages: ScreenshotMessage[], now: Date): LocalState {
  return stateWithFeed(now, (template) =>
    messages.map((message) => {
      const buttons = [
        ...(message.primary ? [{ type: 'primary' as const, content: message.primary }] : []),
        ...(message.secondary ? [{ type: 'secondary' as const, content: message.secondary }] : []),
      ];
      return {
        ...template,
        _id: message.id,
        subject: message.subject,
        content: message.body,
        payload: {
          ...(message.author ? { author: message.author } : {}),
          ...(message.avatar ? { avatar: message.avatar } : {}),
          ...(message.name ? { name: message.name } : {}),
        },
        cta: buttons.length > 0 ? { type: 'redirect', data: {}, action: { status: 'pending', buttons } } : {},
        status: 'sent',
        createdAt: message.createdAt,
        deliveredAt: [message.createdAt],
        read: message.read,
        seen: message.seen,
        lastReadDate: undefined,
        lastSeenDate: undefined,
      } as Message;
    }),
  );
}

/** The same messages as Novu's Inbox API returns its notifications (`GET /v1/inbox/notifications`). */
export function novuNotifications(messages: ScreenshotMessage[], origin: string): Record<string, unknown>[] {
  return messages.map((message) => ({
    id: message.id,
    transactionId: `tx-${message.id}`,
    subject: message.subject,
    body: message.body,
    to: { id: 'bench-subscriber', subscriberId: 'bench-subscriber' },
    isRead: message.read,
    isSeen: message.seen,
    isArchived: false,
    isSnoozed: false,
    createdAt: message.createdAt,
    deliveredAt: [message.createdAt],
    ...(message.avatar ? { avatar: `${origin}${message.avatar}` } : {}),
    ...(message.primary ? { primaryAction: { label: message.primary, isCompleted: false } } : {}),
    ...(message.secondary ? { secondaryAction: { label: message.secondary, isCompleted: false } } : {}),
    channelType: 'in_app',
    tags: [],
    data: {},
    severity: 'none',
    workflow: {
      id: 'workflow',
      identifier: 'workflow',
      name: 'Workflow',
      critical: false,
      tags: [],
      severity: 'none',
    },
  }));
}
