/**
 * Turns an environment's event table into records: runs each row through the workflow engine in its own
 * id range, then gives each in-app message the inbox state its row names, as the mark-as operation would have.
 */
import type { ActivityTopic, Message } from 'notif-api-contract';
import type { LocalState } from '../state.js';
import { recordReadConfirmation, runWorkflow, stepTypeOf } from '../workflow/index.js';
import { DEMO_IDS, DEMO_SUBSCRIBER_IDS, DEMO_TOPICS, SEED_SEQUENCE_START } from './ids.js';
import type { EnvName, SubscriberKey, WorkflowKey } from './ids.js';
import { durationMs, resolvePayload } from './rows.js';
import type { EnvironmentEvents, InboxDetails, RowContext, SeedRow } from './rows.js';

/** What every row of a seed shares: its clock and where it is served. */
export type SeedContext = Omit<RowContext, 'at'>;

const HOUR = 3_600_000;

/** The topic subscriptions a fan-out row can go through, by topic and recipient. */
const SUBSCRIPTIONS: Record<NonNullable<SeedRow['topic']>, Partial<Record<SubscriberKey, string>>> = {
  onCall: { ada: DEMO_IDS.subscriptions.adaOnCall, grace: DEMO_IDS.subscriptions.graceOnCall },
  projectApollo: { ada: DEMO_IDS.subscriptions.adaProjectApollo },
};

/** The id ranges the seed has used, so that two rows never share an id. */
export class IdRanges {
  #ranges: { from: number; to: number; owner: string }[] = [];

  /** Records that `owner` used the numbers `from`…`to`; throws when one of them was used already. */
  claim(from: number, to: number, owner: string): void {
    if (from <= SEED_SEQUENCE_START)
      throw new Error(`Seed ${owner}: ids must be above ${SEED_SEQUENCE_START}, got ${from}`);
    const clash = this.#ranges.find((range) => from <= range.to && range.from <= to);
    if (clash)
      throw new Error(
        `Seed ${owner} uses ids ${from}–${to}, which overlap ${clash.owner} (${clash.from}–${clash.to})`,
      );
    this.#ranges.push({ from, to, owner });
  }

  /** The highest number used. */
  get highest(): number {
    return Math.max(SEED_SEQUENCE_START, ...this.#ranges.map((range) => range.to));
  }
}

/** Runs `events` in `env` (its subscribers and workflows already stored) and sets its messages' inbox state. */
export function seedEvents(
  state: LocalState,
  env: EnvName,
  events: EnvironmentEvents,
  context: SeedContext,
  ranges: IdRanges,
): void {
  const { now } = context;
  const inboxOf = new Map<Message, InboxDetails>();
  for (const row of [...events.rows].sort((a, b) => a.id - b.id)) {
    state.sequence = row.id - 1;
    const notificationId = runRow(state, env, row, context);
    ranges.claim(row.id, state.sequence, `row ${row.txn}`);
    const message = state.messages.find((candidate) => candidate._notificationId === notificationId);
    if (message && !row.inbox)
      throw new Error(`Seed row ${row.txn} creates an in-app message: give it an inbox state`);
    if (!message && row.inbox)
      throw new Error(`Seed row ${row.txn} creates no in-app message: remove its inbox state`);
    if (message && row.inbox)
      inboxOf.set(message, typeof row.inbox === 'string' ? { state: row.inbox } : row.inbox);
  }
  state.sequence = events.receiptsFrom - 1;
  // Newest first per subscriber, so read receipts are numbered in the order the inbox shows the messages.
  for (const subscriber of state.subscribers.filter((s) => s._environmentId === DEMO_IDS.environments[env])) {
    const messages = state.messages
      .filter((message) => message._subscriberId === subscriber._id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    for (const message of messages) markMessage(state, message, inboxOf.get(message)!, now);
  }
  if (state.sequence >= events.receiptsFrom)
    ranges.claim(events.receiptsFrom, state.sequence, `${env} read receipts`);
}

/** Triggers one row's workflow; returns the id of the event it recorded. */
function runRow(state: LocalState, env: EnvName, row: SeedRow, context: SeedContext): string {
  const { now } = context;
  const environmentId = DEMO_IDS.environments[env];
  const subscriber = state.subscribers.find(
    (s) => s._environmentId === environmentId && s.subscriberId === DEMO_SUBSCRIBER_IDS[row.to],
  );
  const workflowIds: Partial<Record<WorkflowKey, string>> = DEMO_IDS.workflows[env];
  const workflow = state.workflows.find((w) => w._id === workflowIds[row.workflow]);
  if (!subscriber || !workflow)
    throw new Error(`Seed row ${row.txn}: ${env} has no ${subscriber ? row.workflow : row.to}`);
  const at = new Date(now.getTime() - durationMs(row.ago));
  const { record } = runWorkflow(state, {
    environmentId,
    workflow,
    subscriber,
    payload: resolvePayload(row.payload, { ...context, at }),
    transactionId: row.txn,
    at,
    ...(row.topic ? topicFields(row) : {}),
    ...(row.contextKeys ? { contextKeys: row.contextKeys } : {}),
    ...(row.severity ? { severity: row.severity } : {}),
    outcome: (step) => row.outcomes?.[stepTypeOf(step)] ?? 'success',
  });
  return record._id!;
}

function topicFields(row: SeedRow): { topics: ActivityTopic[]; subscriptionId: string } {
  const topic = row.topic!;
  const subscriptionId = SUBSCRIPTIONS[topic][row.to];
  if (!subscriptionId) throw new Error(`Seed row ${row.txn}: ${row.to} is not subscribed to ${topic}`);
  return { topics: [{ _topicId: DEMO_IDS.topics[topic], topicKey: DEMO_TOPICS[topic] }], subscriptionId };
}

/** Sets a fresh message's flags and the dates that go with them, as the mark-as operation would have. */
function markMessage(state: LocalState, message: Message, inbox: InboxDetails, now: Date): void {
  const created = Date.parse(message.createdAt);
  const at = (offset: number) => new Date(Math.min(created + offset, now.getTime() - 60_000));
  if (inbox.redelivered) {
    message.deliveredAt = [
      message.createdAt,
      ...inbox.redelivered.map((hours) => at(hours * HOUR).toISOString()),
    ];
  }
  if (inbox.snoozedHours !== undefined) {
    const until = new Date(now.getTime() + inbox.snoozedHours * HOUR).toISOString();
    message.snoozedUntil = until;
    // A snooze that has ended delivered the message again.
    if (inbox.snoozedHours < 0)
      message.deliveredAt = [...(message.deliveredAt ?? [message.createdAt]), until];
  }
  if (inbox.done) {
    message.cta.action = { ...message.cta.action, status: 'done', result: { type: inbox.done, payload: {} } };
  }
  // Acting on a message reads it, and reading implies seeing.
  const read = inbox.state === 'read' || inbox.done !== undefined;
  const seen = read || inbox.state === 'seen';
  message.read = read;
  message.seen = seen;
  if (seen) message.lastSeenDate = at(10 * 60_000).toISOString();
  if (read) {
    const readAt = at(25 * 60_000);
    message.lastReadDate = readAt.toISOString();
    recordReadConfirmation(state, message, readAt);
  }
}
