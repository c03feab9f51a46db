// The states of <notif-push-register> as a pure function of (registration, event): one test per state and per
// scenario, each a walk of events through `reduce` with the status and the announced changes checked on the way.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  changeOf,
  initialRegistration,
  isActionable,
  pushStateOf,
  reduce,
  statusOf,
  type Circumstances,
  type Registration,
  type RegistrationEvent,
} from '../../../src/elements/notif-push-register/registration-machine.js';

const SCOPE = 'notif-elements:push:["","subscriber-ada","push-webhook",""]';
const OTHER_SCOPE = 'notif-elements:push:["","subscriber-grace","push-webhook",""]';

/** A page where registration can work, with the permission and memory given. */
function circumstances(overrides: Partial<Circumstances> = {}): Circumstances {
  return { scope: SCOPE, permission: 'default', acknowledged: false, ...overrides };
}

function observed(overrides: Partial<Circumstances> = {}): RegistrationEvent {
  return { type: 'observed', circumstances: circumstances(overrides) };
}

/** Plays the events from the initial registration; returns the end and the states it moved through. */
function play(events: RegistrationEvent[], from: Registration = initialRegistration) {
  let registration = from;
  const moves: { state: string; token?: string; announced: boolean }[] = [];
  for (const event of events) {
    const next = reduce(registration, event);
    const change = changeOf(registration, next);
    if (change)
      moves.push({
        state: change.state,
        ...(change.token ? { token: change.token } : {}),
        announced: change.announced,
      });
    registration = next;
  }
  const status = statusOf(registration);
  return { registration, status, state: pushStateOf(status), moves, states: moves.map((move) => move.state) };
}

function runId(registration: Registration): number {
  assert.ok(registration.run, 'no run under way');
  return registration.run.id;
}

describe('registration machine', () => {
  it('starts idle with nothing to register for, and nothing to press', () => {
    const status = statusOf(initialRegistration);
    assert.deepEqual(status, { kind: 'unconfigured' });
    assert.equal(pushStateOf(status), 'idle');
    assert.equal(isActionable(status), false);
    assert.equal(
      reduce(initialRegistration, { type: 'pressed' }),
      initialRegistration,
      'a press started a run',
    );
  });

  it('unsupported: explains the missing feature and ignores presses', () => {
    const { registration, status, states } = play([observed({ unsupported: 'no-push-manager' })]);
    assert.deepEqual(status, { kind: 'unsupported', reason: 'no-push-manager' });
    assert.deepEqual(states, ['unsupported']);
    assert.equal(reduce(registration, { type: 'pressed' }), registration);
  });

  it('a wrong provider-id wins over a missing feature; a wrong VAPID key does not', () => {
    const provider = play([observed({ misconfigured: 'provider-id', unsupported: 'no-push-manager' })]);
    assert.deepEqual(provider.status, { kind: 'misconfigured', attribute: 'provider-id' });
    assert.equal(provider.state, 'error');
    assert.equal(isActionable(provider.status), false);
    const vapid = play([observed({ misconfigured: 'vapid-public-key', unsupported: 'no-push-manager' })]);
    assert.equal(vapid.status.kind, 'unsupported');
    const onlyVapid = play([observed({ misconfigured: 'vapid-public-key' })]);
    assert.deepEqual(onlyVapid.status, { kind: 'misconfigured', attribute: 'vapid-public-key' });
  });

  it('idle: ready to press, and stays idle with the same circumstances observed again', () => {
    const { registration, status, states } = play([observed()]);
    assert.deepEqual(status, { kind: 'ready', dismissed: false });
    assert.equal(isActionable(status), true);
    assert.deepEqual(states, []);
    assert.equal(
      reduce(registration, observed()),
      registration,
      'the same circumstances made a new registration',
    );
  });

  it('asking: a press without permission asks, and the answer "granted" goes on to registering', () => {
    const asking = play([observed(), { type: 'pressed' }]);
    assert.equal(asking.state, 'asking');
    assert.equal(isActionable(asking.status), false);
    assert.equal(
      reduce(asking.registration, { type: 'pressed' }),
      asking.registration,
      'a second press while asking',
    );
    const id = runId(asking.registration);
    const registering = play([{ type: 'answered', runId: id, permission: 'granted' }], asking.registration);
    assert.equal(registering.state, 'registering');
    assert.equal(registering.registration.run?.id, id, 'the same run goes on');
  });

  it('asking, dismissed: idle again with a note, and the next press asks again', () => {
    const asking = play([observed(), { type: 'pressed' }]).registration;
    const dismissed = play([{ type: 'answered', runId: runId(asking), permission: 'default' }], asking);
    assert.deepEqual(dismissed.status, { kind: 'ready', dismissed: true });
    assert.deepEqual(dismissed.states, ['idle']);
    assert.equal(play([{ type: 'pressed' }], dismissed.registration).state, 'asking');
  });

  it('denied: by the answer, or already on load; idle again once allowed in the settings', () => {
    const asking = play([observed(), { type: 'pressed' }]).registration;
    const denied = play([{ type: 'answered', runId: runId(asking), permission: 'denied' }], asking);
    assert.deepEqual(denied.status, { kind: 'denied' });
    assert.equal(denied.registration.run, undefined);
    assert.equal(
      reduce(denied.registration, { type: 'pressed' }),
      denied.registration,
      'a press while denied',
    );

    const onLoad = play([observed({ permission: 'denied' }), observed({ permission: 'default' })]);
    assert.deepEqual(onLoad.states, ['denied', 'idle']);
  });

  it('registering: a press with permission granted skips the question', () => {
    const { registration, state, moves } = play([observed({ permission: 'granted' }), { type: 'pressed' }]);
    assert.equal(state, 'registering');
    assert.deepEqual(moves, [{ state: 'registering', announced: true }]);
    assert.deepEqual(registration.run, { id: 1, phase: 'registering', quiet: false });
  });

  it('registered: the stored token is in the change, and the scope counts as acknowledged', () => {
    const registering = play([observed({ permission: 'granted' }), { type: 'pressed' }]).registration;
    const registered = play(
      [{ type: 'stored', runId: runId(registering), token: 'device-token-1' }],
      registering,
    );
    assert.deepEqual(registered.status, { kind: 'registered', token: 'device-token-1' });
    assert.deepEqual(registered.moves, [{ state: 'registered', token: 'device-token-1', announced: true }]);
    assert.equal(registered.registration.circumstances.acknowledged, true);
    assert.equal(isActionable(registered.status), true, 'pressing again registers anew (a rotated token)');
    assert.equal(play([{ type: 'pressed' }], registered.registration).state, 'registering');
  });

  it('error: the failure is kept and announced; a late answer of a stopped run changes nothing', () => {
    const registering = play([observed({ permission: 'granted' }), { type: 'pressed' }]).registration;
    const id = runId(registering);
    const failed = play([{ type: 'failed', runId: id, failure: { kind: 'no-integration' } }], registering);
    assert.deepEqual(failed.status, { kind: 'failed', failure: { kind: 'no-integration' } });
    assert.deepEqual(failed.moves, [{ state: 'error', announced: true }]);

    const stopped = reduce(registering, { type: 'stopped' });
    assert.equal(stopped.run, undefined);
    const late = { type: 'failed', runId: id, failure: { kind: 'unreachable' } } as const;
    assert.equal(reduce(stopped, late), stopped, 'a stopped run still failed');
  });

  it('retry: pressing in the error state starts a new run, which can succeed', () => {
    const registering = play([observed({ permission: 'granted' }), { type: 'pressed' }]).registration;
    const failed = reduce(registering, {
      type: 'failed',
      runId: runId(registering),
      failure: { kind: 'unreachable' },
    });
    const retried = play([{ type: 'pressed' }], failed);
    assert.equal(retried.state, 'registering');
    const id = runId(retried.registration);
    assert.notEqual(id, runId(registering), 'the retry reused the failed run');
    const done = play([{ type: 'stored', runId: id, token: 't' }], retried.registration);
    assert.equal(done.state, 'registered');
    assert.deepEqual([...retried.states, ...done.states], ['registering', 'registered']);
  });

  it('a new token source clears the last failure, and only a failure', () => {
    const registering = play([observed({ permission: 'granted' }), { type: 'pressed' }]).registration;
    const failed = reduce(registering, {
      type: 'failed',
      runId: runId(registering),
      failure: { kind: 'other', message: 'x' },
    });
    assert.equal(play([{ type: 'source-changed' }], failed).state, 'idle');
    const idle = play([observed()]).registration;
    assert.equal(reduce(idle, { type: 'source-changed' }), idle);
  });

  it('a token already acknowledged: registered on load without a run, until forgotten', () => {
    const { registration, status, moves } = play([observed({ permission: 'granted', acknowledged: true })]);
    assert.deepEqual(status, { kind: 'registered' });
    assert.deepEqual(
      moves,
      [{ state: 'registered', announced: true }],
      'no token in the event: none was sent now',
    );
    assert.equal(registration.run, undefined);
    assert.equal(play([{ type: 'forgotten' }], registration).state, 'idle');
    // Without permission, a remembered token is no registration: the browser would show nothing.
    assert.equal(play([observed({ permission: 'default', acknowledged: true })]).state, 'idle');
  });

  it('auto-register: once per scope, only with permission granted, and quietly unless it fails', () => {
    const ready = play([observed({ permission: 'granted' })]).registration;
    const auto = play([{ type: 'auto-register' }], ready);
    assert.deepEqual(auto.registration.run, { id: 1, phase: 'registering', quiet: true });
    assert.deepEqual(auto.moves, [{ state: 'registering', announced: false }]);
    const done = play([{ type: 'stored', runId: 1, token: 'auto-token' }], auto.registration);
    assert.deepEqual(done.moves, [{ state: 'registered', token: 'auto-token', announced: false }]);
    assert.equal(
      reduce(done.registration, { type: 'auto-register' }),
      done.registration,
      'ran twice for one scope',
    );

    const failed = play([{ type: 'failed', runId: 1, failure: { kind: 'unreachable' } }], auto.registration);
    assert.deepEqual(failed.moves, [{ state: 'error', announced: true }]);
    assert.equal(
      reduce(failed.registration, { type: 'auto-register' }),
      failed.registration,
      'looped after a failure',
    );

    const notAsked = play([observed({ permission: 'default' })]).registration;
    assert.equal(reduce(notAsked, { type: 'auto-register' }), notAsked, 'asked for permission by itself');

    const otherScope = play(
      [observed({ permission: 'granted', scope: OTHER_SCOPE }), { type: 'auto-register' }],
      done.registration,
    );
    assert.equal(otherScope.state, 'registering', 'a new subscriber was not registered');
  });

  it('another scope stops the run under way and forgets the outcome of the previous one', () => {
    const registering = play([observed({ permission: 'granted' }), { type: 'pressed' }]).registration;
    const moved = play([observed({ permission: 'granted', scope: OTHER_SCOPE })], registering);
    assert.equal(moved.registration.run, undefined);
    assert.equal(moved.state, 'idle');
    const failed = reduce(registering, {
      type: 'failed',
      runId: runId(registering),
      failure: { kind: 'unreachable' },
    });
    assert.equal(play([observed({ permission: 'granted', scope: OTHER_SCOPE })], failed).state, 'idle');
    assert.equal(
      play([observed({ permission: 'granted', scope: undefined })], failed).status.kind,
      'unconfigured',
    );
  });
});
