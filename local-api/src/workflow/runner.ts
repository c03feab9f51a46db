/**
 * Runs a workflow for one subscriber the way a delivery service would, and records the result in the
 * local state: one notification event (with a job per step and each job's execution log) and, for every
 * `in_app` step, one in-app message. The seed builds its records with it and the trigger route calls it,
 * so seeded and triggered data have the same shape.
 *
 * Nothing is sent anywhere. Each step's outcome comes from `input.outcome` (default: success), from the
 * environment's integrations and from the subscriber's data (no email address, no device token, …).
 * Ids come from `state.sequence` and times from `input.at`: the same state and input give the same records.
 * Each step family lives in `steps/`; this module runs them in order and decides, from what each returns,
 * whether the later ones run.
 */
import type { Job, JobType, Step, WorkflowStep } from 'notif-api-contract';
import type { LocalState, StoredNotification } from '../state.js';
import { eventRecord } from './event-record.js';
import { plannedProvider } from './integrations.js';
import { WorkflowRun } from './run.js';
import type { RunWorkflowInput, StepOutcome, StepResult, Stop } from './run.js';
import { stepTypeOf } from './step-template.js';
import { runActionStep } from './steps/action.js';
import { runDelayStep } from './steps/delay.js';
import { runDeliveryStep } from './steps/delivery.js';
import { runDigestStep } from './steps/digest.js';
import { runInAppStep } from './steps/in-app.js';
import { clone, defined, iso } from './values.js';

/**
 * Runs `input.workflow` for `input.subscriber` and records it in `state`: pushes the notification event to
 * `state.notifications` and one message per `in_app` step to `state.messages`. Returns the stored event.
 */
export function runWorkflow(state: LocalState, input: RunWorkflowInput): StoredNotification {
  const run = new WorkflowRun(state, input);
  let stop: Stop | undefined;
  const jobs: Job[] = [];
  input.workflow.steps.forEach((step, index) => {
    // Inactive steps are not part of the run at all, as with the real service: they get no job.
    if (step.active === false) return;
    const id = run.newId();
    const type = stepTypeOf(step);
    const record = stepRecord(run, step);
    const result = stop
      ? stoppedStep(run, type, stop)
      : runStep(run, step, type, input.outcome?.(step, index) ?? 'success');
    stop ??= result.stop;
    jobs.push(jobRecord(run, id, type, record, result));
  });
  const record = eventRecord(run, jobs);
  const stored: StoredNotification = input.subscriptionId
    ? { record, subscriptionId: input.subscriptionId }
    : { record };
  state.notifications.push(stored);
  return stored;
}

function runStep(run: WorkflowRun, step: WorkflowStep, type: JobType, outcome: StepOutcome): StepResult {
  switch (type) {
    case 'in_app':
      return runInAppStep(run, step, outcome);
    case 'email':
    case 'sms':
    case 'push':
    case 'chat':
      return runDeliveryStep(run, step, type, outcome);
    case 'digest':
      return runDigestStep(run, step, outcome);
    case 'delay':
      return runDelayStep(run, step, outcome);
    default:
      return runActionStep(run, step, type, outcome);
  }
}

/** A step after one that is still waiting (not started yet) or that stopped the workflow. */
function stoppedStep(run: WorkflowRun, type: JobType, stop: Stop): StepResult {
  const providerId = plannedProvider(run.state, run.input.environmentId, type);
  if (stop.kind === 'pending') return { status: 'pending', details: [], providerId };
  const details = [run.detail(run.tick(), 'Warning', 'Internal', stop.reason)];
  return { status: 'canceled', details, providerId };
}

function jobRecord(run: WorkflowRun, id: string, type: JobType, step: Step, result: StepResult): Job {
  return defined<Job>({
    _id: id,
    type,
    digest: result.digest,
    executionDetails: result.details,
    step,
    payload: clone(run.input.payload),
    providerId: result.providerId,
    status: result.status,
    updatedAt: iso(run.clock),
  });
}

/** A copy of the workflow step as the job ran it, so later edits of the workflow do not rewrite history. */
function stepRecord(run: WorkflowRun, step: WorkflowStep): Step {
  const id = step._id ?? run.newId();
  return defined<Step>({
    _id: id,
    active: step.active ?? true,
    filters: clone(step.filters ?? []),
    _templateId: step._templateId ?? id,
    name: step.name,
    template: step.template && clone(step.template),
    metadata: step.metadata && { ...clone(step.metadata) },
    replyCallback: step.replyCallback && { ...step.replyCallback },
    _parentId: step._parentId ?? null,
  });
}
