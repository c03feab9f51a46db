/**
 * The shape of a row of the seed's event tables, and the payload values that depend on when the seed is
 * made (dates) or where it is served (avatars).
 */
import type { ButtonType, JobType, Severity } from 'notif-api-contract';
import { DEMO_AVATAR_PATH, demoAvatarFile } from '../demo-avatars.js';
import type { StepOutcome } from '../workflow/index.js';
import type { SubscriberKey, WorkflowKey } from './ids.js';

/** What a row needs to know of the seed being made, to fill its payload. */
export interface RowContext {
  /** The seed's `now`. */
  now: Date;
  /** When the row's event was triggered. */
  at: Date;
  /** What goes before the demo avatars' paths: empty for the page's own origin, else the API's origin. */
  avatarBase: string;
}

/** A payload value: plain data, or one worked out when the seed is made. */
export type PayloadValue = unknown;

/** A payload value worked out when the seed is made (see {@link RowContext}). */
export class Derived {
  constructor(readonly resolve: (context: RowContext) => string) {}
}

/** Where the row's in-app message stands in the inbox, and what else happened to it after delivery. */
export type InboxState = 'unseen' | 'seen' | 'read';
export interface InboxDetails {
  state: InboxState;
  /** Snoozed until this many hours from now; negative: the snooze ended and the message was delivered again. */
  snoozedHours?: number;
  /** Extra deliveries, in hours after creation. */
  redelivered?: number[];
  /** The action was done with this button (which reads the message). */
  done?: ButtonType;
}

/** One trigger of the seed. */
export interface SeedRow {
  /** What the row is there to show, in the demo, the stories or the tests. */
  shows: string;
  /**
   * The number of the event's id (see `objectId`): its records (jobs, log lines, message) take the numbers
   * that follow, so a row's ids do not depend on the other rows. A new row takes a free range; the seed
   * refuses rows whose ranges overlap.
   */
  id: number;
  /** The transaction id. Events of one topic fan-out share one. */
  txn: string;
  /** How long before `now` it was triggered: `590h`, `15h58m12s`. */
  ago: string;
  workflow: WorkflowKey;
  to: SubscriberKey;
  payload: Record<string, PayloadValue>;
  /** The topic it went through; the subscription is the recipient's one to that topic. */
  topic?: 'onCall' | 'projectApollo';
  contextKeys?: string[];
  /** Overrides the workflow's severity. */
  severity?: Severity;
  /** How steps end, by step type; the others succeed. */
  outcomes?: Partial<Record<JobType, StepOutcome>>;
  /** The state of its in-app message; required when the run creates one, refused when it does not. */
  inbox?: InboxState | InboxDetails;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Milliseconds of an age such as `590h`, `36m` or `15h58m12s`. */
export function durationMs(text: string): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text === '') throw new Error(`A seed age must look like 15h58m12s, got "${text}"`);
  const [hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return hours * HOUR + minutes * 60_000 + seconds * 1_000;
}

function dateOnly(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The date (`YYYY-MM-DD`) `days` after the event. */
export function dateAfterEvent(days: number): Derived {
  return new Derived(({ at }) => dateOnly(at.getTime() + days * DAY));
}

/** The date (`YYYY-MM-DD`) `days` from now (negative: in the past). */
export function dateFromNow(days: number): Derived {
  return new Derived(({ now }) => dateOnly(now.getTime() + days * DAY));
}

/** The instant `duration` after the event. */
export function timeAfterEvent(duration: string): Derived {
  return new Derived(({ at }) => new Date(at.getTime() + durationMs(duration)).toISOString());
}

/** The instant `duration` from now. */
export function timeFromNow(duration: string): Derived {
  return new Derived(({ now }) => new Date(now.getTime() + durationMs(duration)).toISOString());
}

/**
 * A person's demo avatar, drawn by the local API itself: relative where the API shares the page's origin
 * (the demo), absolute where it is served apart (the CLI). Where nothing serves them (in-process tests,
 * stories), the element falls back to the initials.
 */
export function avatarOf(name: string): Derived {
  return new Derived(({ avatarBase }) => avatarBase + DEMO_AVATAR_PATH + demoAvatarFile(name));
}

/** The payload as the trigger gives it: every derived value worked out. */
export function resolvePayload(
  payload: Record<string, PayloadValue>,
  context: RowContext,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      value instanceof Derived ? value.resolve(context) : value,
    ]),
  );
}

/** The events of one environment. */
export interface EnvironmentEvents {
  rows: SeedRow[];
  /**
   * The first id number of the read receipts that the messages marked `read` leave in the event log, written
   * after every row has run (newest message first): a range of their own, like a row's.
   */
  receiptsFrom: number;
}
