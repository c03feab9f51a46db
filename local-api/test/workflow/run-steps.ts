/**
 * Runs a one-off workflow made of `steps` on the hand-written fixture state, for the step-family tests:
 * what the run recorded (its event, jobs and messages) and the state it wrote to.
 */
import type { ActivityNotification, Job, Message, WorkflowStep } from '../../../src/api/types.js';
import type { LocalState } from '../../src/state.js';
import { runWorkflow } from '../../src/workflow/index.js';
import type { RunWorkflowInput, StepOutcome } from '../../src/workflow/index.js';
import { DEV, NOW, fixtureState } from '../support/local-state.js';

export interface RunOptions {
  /** The outcome asked of each step, by position; missing ones succeed. */
  outcomes?: StepOutcome[];
  payload?: Record<string, unknown>;
  /** The fixture subscriber's internal id; default `s-ada`. */
  subscriber?: string;
  /** Changes made to the fixture state before the run. */
  prepare?: (state: LocalState) => void;
}

export interface RunRecords {
  state: LocalState;
  event: ActivityNotification;
  jobs: Job[];
  messages: Message[];
}

export function runSteps(steps: WorkflowStep[], options: RunOptions = {}): RunRecords {
  const state = fixtureState();
  options.prepare?.(state);
  const workflow = { ...state.workflows[0]!, _id: 'wf-test', steps };
  const subscriber = state.subscribers.find((s) => s._id === (options.subscriber ?? 's-ada'))!;
  const input: RunWorkflowInput = {
    environmentId: DEV,
    workflow,
    subscriber,
    payload: options.payload ?? {},
    transactionId: 'tx-test',
    at: NOW,
    outcome: (_step, index) => options.outcomes?.[index] ?? 'success',
  };
  const before = state.messages.length;
  const { record } = runWorkflow(state, input);
  return { state, event: record, jobs: record.jobs ?? [], messages: state.messages.slice(before) };
}

/** Milliseconds after the trigger ({@link NOW}) of an ISO date. */
export function msAfterTrigger(date: string | undefined): number {
  return Date.parse(date ?? '') - NOW.getTime();
}

/** The statuses of a job's log lines, in order. */
export function lineStatuses(job: Job | undefined): string[] {
  return (job?.executionDetails ?? []).map((detail) => detail.status);
}
