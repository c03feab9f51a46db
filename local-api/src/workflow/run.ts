/**
 * One run of a workflow while its steps execute: what it runs, the ids it allocates and its clock. The
 * clock moves only when a step says so ({@link WorkflowRun.tick}, {@link WorkflowRun.waitUntil}); whether
 * the later steps run is the runner's decision, from the {@link StepResult} each step returns.
 */
import type {
  ActivityProvider,
  ActivityTopic,
  DigestMetadata,
  ExecutionDetail,
  ExecutionDetailSource,
  ExecutionDetailStatus,
  Severity,
  Subscriber,
  Workflow,
  WorkflowStep,
} from 'notif-api-contract';
import { nextId } from '../ids.js';
import type { LocalState } from '../state.js';
import { executionDetail } from './execution-detail.js';
import { stepTypeOf } from './step-template.js';
import { iso } from './values.js';

/**
 * How one step ends, as asked by the caller (the subscriber's data can still skip a delivery step):
 * - `success`: delivered, or the delay / digest / action completed;
 * - `failed`: a provider error (email, sms, push, chat), an in-app message stored with status `error`,
 *   a failed delay / digest / action; later steps still run unless the step has `shouldStopOnFail`;
 * - `warning`: a delivery step filtered out, an in-app message stored with status `warning`, a digest event
 *   merged into another digest or a throttled workflow (both cancel the later steps);
 * - `pending`: the step is still queued or waiting (delay, digest window): later steps have not run.
 */
export type StepOutcome = 'success' | 'failed' | 'warning' | 'pending';

/** Everything a workflow run needs to run one trigger. */
export interface RunWorkflowInput {
  environmentId: string;
  workflow: Workflow;
  /** A stored subscriber: its internal `_id` links the records. */
  subscriber: Subscriber;
  payload: Record<string, unknown>;
  transactionId: string;
  /** When the trigger arrived; every date of the records derives from it. */
  at: Date;
  /** Topics the event went through. */
  topics?: ActivityTopic[];
  /** The topic subscription that matched, stored beside the event for filtering (docs/decisions.md#events-filters). */
  subscriptionId?: string;
  contextKeys?: string[];
  /** Overrides the workflow's severity (see `workflowSeverity`). */
  severity?: Severity;
  /** Decides how each step ends; `index` is the step's position in `workflow.steps`. */
  outcome?: (step: WorkflowStep, index: number) => StepOutcome;
}

/** Why the steps after a given one do not run: they wait behind it, or they are canceled. */
export type Stop = { kind: 'pending' } | { kind: 'canceled'; reason: string };

/** What running one step produced. */
export interface StepResult {
  status: string;
  details: ExecutionDetail[];
  providerId: ActivityProvider;
  digest?: DigestMetadata;
  /** Set when the later steps must not run. */
  stop?: Stop;
}

/** Spacing of consecutive log lines of a run, so that they sort in the order they happened. */
export const TICK_MS = 400;

export class WorkflowRun {
  readonly organizationId: string;
  readonly notificationId: string;
  /** The subscriber's internal id. */
  readonly subscriberId: string;
  /** Epoch milliseconds of the last log line. */
  #clock: number;

  constructor(
    readonly state: LocalState,
    readonly input: RunWorkflowInput,
  ) {
    const subscriberId = input.subscriber._id;
    if (!subscriberId)
      throw new Error(`runWorkflow needs a stored subscriber; ${input.subscriber.subscriberId} has no _id`);
    this.subscriberId = subscriberId;
    this.organizationId =
      state.environments.find((env) => env._id === input.environmentId)?._organizationId ??
      input.workflow._organizationId;
    this.notificationId = nextId(state);
    this.#clock = input.at.getTime();
  }

  /** Epoch milliseconds of the last log line (the trigger time before the first). */
  get clock(): number {
    return this.#clock;
  }

  /** Moves the clock `gap` ms past the last log line and returns that time, for the next line. */
  tick(gap: number = TICK_MS): number {
    this.#clock += gap;
    return this.#clock;
  }

  /** Moves the clock to `time` when that is later: a delay or digest window that has ended. */
  waitUntil(time: number): void {
    this.#clock = Math.max(this.#clock, time);
  }

  /** A fresh record id. */
  newId(): string {
    return nextId(this.state);
  }

  /** One log line at `at` (epoch milliseconds). */
  detail(
    at: number,
    status: ExecutionDetailStatus,
    source: ExecutionDetailSource,
    detail: string,
    extra: { providerId?: ActivityProvider; raw?: unknown } = {},
  ): ExecutionDetail {
    return executionDetail({ id: this.newId(), createdAt: iso(at), status, source, detail, ...extra });
  }
}

/** A failed step: the workflow goes on unless the step says it must stop on failure. */
export function failedStep(
  step: WorkflowStep,
  details: ExecutionDetail[],
  providerId: ActivityProvider,
): StepResult {
  if (!step.shouldStopOnFail) return { status: 'failed', details, providerId };
  const reason = `Step skipped: "${step.name ?? stepTypeOf(step)}" failed and the workflow stops on failure`;
  return { status: 'failed', details, providerId, stop: { kind: 'canceled', reason } };
}

/** The step is waiting (a delay, a digest window, a queued send): later steps wait too. */
export function waitingStep(
  status: string,
  details: ExecutionDetail[],
  providerId: ActivityProvider = 'svc',
): StepResult {
  return { status, details, providerId, stop: { kind: 'pending' } };
}
