/**
 * The states of `<notif-push-register>` as a pure function of (registration, event): what the page and the browser
 * allow, the registration under way and how the last one ended go in; the status the element shows, and whether a
 * move changed it, come out. Nothing here reads the browser, sends a request or knows a string.
 */
import type { PushState } from '../../events/notif-push-state.js';
import type { NotificationPermissionState } from '../shared/notification-permission.js';
import type { PushUnsupportedReason } from './push-support.js';
import type { RegistrationFailure } from './registration-failure.js';

/** An attribute the page set wrongly: an error state that names it, and no request. */
export type MisconfiguredAttribute = 'provider-id' | 'vapid-public-key';

/** What the page, the browser and this browser's memory say; read afresh on every update of the element. */
export interface Circumstances {
  /** Checked before `unsupported` for `provider-id`, after it for `vapid-public-key` (only Web Push needs a key). */
  misconfigured?: MisconfiguredAttribute;
  /** The part of the platform that is missing. */
  unsupported?: PushUnsupportedReason;
  /** Whose registration it is (the memory's key), once there is a subscriber, a known provider and a session. */
  scope?: string;
  permission: NotificationPermissionState;
  /** Whether the service acknowledged a token for the scope before (on this page load or an earlier one). */
  acknowledged: boolean;
}

/** A registration under way. */
export interface Run {
  id: number;
  phase: 'asking' | 'registering';
  /** Started by `auto-register` rather than by the person: its progress is not announced. */
  quiet: boolean;
}

/** How the last registration of the scope ended. */
export type Outcome =
  | { kind: 'registered'; token: string }
  | { kind: 'dismissed' }
  | { kind: 'failed'; failure: RegistrationFailure };

/** Everything the element's state is worked out from. */
export interface Registration {
  readonly circumstances: Circumstances;
  readonly run?: Run;
  readonly outcome?: Outcome;
  /** The scope `auto-register` last ran for: once per scope and page, never in a loop after a failure. */
  readonly autoRanFor?: string;
  /** The id of the last run started; a late answer of an older run is ignored. */
  readonly lastRunId: number;
  /** The last move belongs to an automatic registration, so it is not announced (unless it failed). */
  readonly quiet: boolean;
}

/** What can happen to a registration. Answers of a run carry its id. */
export type RegistrationEvent =
  /** The circumstances were read again (every update of the element). */
  | { type: 'observed'; circumstances: Circumstances }
  /** The person pressed the button (or the page called `register()`). */
  | { type: 'pressed' }
  /** `auto-register` is set and the element has rendered. */
  | { type: 'auto-register' }
  /** The browser's permission prompt was answered. */
  | { type: 'answered'; runId: number; permission: NotificationPermissionState }
  /** The service has the token (stored now, or acknowledged earlier). */
  | { type: 'stored'; runId: number; token: string }
  | { type: 'failed'; runId: number; failure: RegistrationFailure }
  /** `tokenProvider`, `vapid-public-key` or `service-worker` changed: the last failure said nothing about the new one. */
  | { type: 'source-changed' }
  /** `forgetRegistration()`: no token of the scope is remembered any more. */
  | { type: 'forgotten' }
  /** The element left the page: what was under way stops. */
  | { type: 'stopped' };

/** What the element shows: one kind per distinct explanation. */
export type Status =
  | { kind: 'asking' }
  | { kind: 'registering' }
  | { kind: 'misconfigured'; attribute: MisconfiguredAttribute }
  | { kind: 'unsupported'; reason: PushUnsupportedReason }
  | { kind: 'unconfigured' }
  | { kind: 'denied' }
  | { kind: 'failed'; failure: RegistrationFailure }
  | { kind: 'registered'; token?: string }
  | { kind: 'ready'; dismissed: boolean };

/** A move that changed the state: the `notif-push-state` event to fire and whether to announce it. */
export interface Change {
  status: Status;
  state: PushState;
  /** The token just registered, when the move registered one. */
  token?: string;
  announced: boolean;
}

/** Before the first observation: idle, with nothing to register for. */
export const initialRegistration: Registration = {
  circumstances: { permission: 'default', acknowledged: false },
  lastRunId: 0,
  quiet: false,
};

const STATE_OF_KIND: Record<Status['kind'], PushState> = {
  asking: 'asking',
  registering: 'registering',
  misconfigured: 'error',
  unsupported: 'unsupported',
  unconfigured: 'idle',
  denied: 'denied',
  failed: 'error',
  registered: 'registered',
  ready: 'idle',
};

/** The public state of a status. */
export function pushStateOf(status: Status): PushState {
  return STATE_OF_KIND[status.kind];
}

/** Whether pressing the button does something in this status. */
export function isActionable(status: Status): boolean {
  return status.kind === 'ready' || status.kind === 'registered' || status.kind === 'failed';
}

/** The status a registration shows. */
export function statusOf({ circumstances, run, outcome }: Registration): Status {
  if (run) return { kind: run.phase };
  const { misconfigured, unsupported, scope, permission, acknowledged } = circumstances;
  if (misconfigured === 'provider-id') return { kind: 'misconfigured', attribute: misconfigured };
  if (unsupported) return { kind: 'unsupported', reason: unsupported };
  if (misconfigured) return { kind: 'misconfigured', attribute: misconfigured };
  if (!scope) return { kind: 'unconfigured' };
  if (permission === 'denied') return { kind: 'denied' };
  if (outcome?.kind === 'failed') return { kind: 'failed', failure: outcome.failure };
  if (permission === 'granted' && (outcome?.kind === 'registered' || acknowledged)) {
    return outcome?.kind === 'registered'
      ? { kind: 'registered', token: outcome.token }
      : { kind: 'registered' };
  }
  return { kind: 'ready', dismissed: outcome?.kind === 'dismissed' };
}

/** The registration after the event; the same object when the event changes nothing. */
export function reduce(registration: Registration, event: RegistrationEvent): Registration {
  switch (event.type) {
    case 'observed':
      return observe(registration, event.circumstances);
    case 'pressed':
      return start(registration, false);
    case 'auto-register':
      return autoRegister(registration);
    case 'answered':
      return answer(registration, event.runId, event.permission);
    case 'stored':
      return settle(registration, event.runId, { kind: 'registered', token: event.token });
    case 'failed':
      return settle(registration, event.runId, { kind: 'failed', failure: event.failure });
    case 'source-changed':
      if (registration.outcome?.kind !== 'failed') return registration;
      return { ...registration, outcome: undefined, quiet: false };
    case 'forgotten': {
      const outcome = registration.outcome?.kind === 'registered' ? undefined : registration.outcome;
      const circumstances = { ...registration.circumstances, acknowledged: false };
      return { ...registration, circumstances, outcome, quiet: false };
    }
    case 'stopped':
      return registration.run ? { ...registration, run: undefined, quiet: false } : registration;
  }
}

/** The move's change of state, or undefined when the state stayed the same. */
export function changeOf(before: Registration, after: Registration): Change | undefined {
  const status = statusOf(after);
  const state = pushStateOf(status);
  if (state === pushStateOf(statusOf(before))) return undefined;
  const token = status.kind === 'registered' ? status.token : undefined;
  // An automatic registration works silently, but a failure is always said.
  const announced = !after.quiet || state === 'error';
  return token ? { status, state, token, announced } : { status, state, announced };
}

function sameCircumstances(a: Circumstances, b: Circumstances): boolean {
  return (
    a.misconfigured === b.misconfigured &&
    a.unsupported === b.unsupported &&
    a.scope === b.scope &&
    a.permission === b.permission &&
    a.acknowledged === b.acknowledged
  );
}

function observe(registration: Registration, circumstances: Circumstances): Registration {
  if (sameCircumstances(registration.circumstances, circumstances)) return registration;
  const quiet = registration.run?.quiet ?? false;
  if (circumstances.scope === registration.circumstances.scope) {
    return { ...registration, circumstances, quiet };
  }
  // Another subscriber, provider or service: what was under way or shown belonged to the previous one.
  return { ...registration, circumstances, run: undefined, outcome: undefined, quiet: false };
}

function start(registration: Registration, quiet: boolean): Registration {
  if (registration.run || !isActionable(statusOf(registration))) return registration;
  const { permission } = registration.circumstances;
  if (quiet && permission !== 'granted') return registration; // an automatic registration never asks
  const id = registration.lastRunId + 1;
  const phase = permission === 'granted' ? 'registering' : 'asking';
  return { ...registration, run: { id, phase, quiet }, outcome: undefined, lastRunId: id, quiet };
}

function autoRegister(registration: Registration): Registration {
  const { scope, permission } = registration.circumstances;
  const { kind } = statusOf(registration);
  if (!scope || registration.autoRanFor === scope || permission !== 'granted') return registration;
  if (registration.run || (kind !== 'ready' && kind !== 'registered')) return registration;
  return start({ ...registration, autoRanFor: scope }, true);
}

function answer(
  registration: Registration,
  runId: number,
  permission: NotificationPermissionState,
): Registration {
  const { run } = registration;
  if (run?.id !== runId || run.phase !== 'asking') return registration;
  const circumstances = { ...registration.circumstances, permission };
  if (permission === 'granted')
    return { ...registration, circumstances, run: { ...run, phase: 'registering' } };
  // Dismissed: idle with a note, and the next press asks again. Denied: the denied state says what to do.
  const outcome: Outcome | undefined = permission === 'default' ? { kind: 'dismissed' } : undefined;
  return { ...registration, circumstances, run: undefined, outcome, quiet: run.quiet };
}

function settle(registration: Registration, runId: number, outcome: Outcome): Registration {
  const { run } = registration;
  if (run?.id !== runId) return registration;
  const acknowledged = outcome.kind === 'registered' || registration.circumstances.acknowledged;
  const circumstances = { ...registration.circumstances, acknowledged };
  return { ...registration, circumstances, run: undefined, outcome, quiet: run.quiet };
}
