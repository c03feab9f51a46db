/** Delay steps: wait a fixed time, or until a date of the payload, before the later steps run. */
import { isOneOf, TIME_UNITS, type WorkflowStep } from 'notif-api-contract';
import { waitingStep } from '../run.js';
import type { StepOutcome, StepResult, Stop, WorkflowRun } from '../run.js';
import { span } from '../schedule.js';
import { lookup } from '../template.js';
import { defined, iso, loose, num, str } from '../values.js';

/** A delay that cannot be scheduled or resumed never releases the steps after it. */
const DELAY_FAILED: Stop = { kind: 'canceled', reason: 'Step skipped: the delay before it failed' };

export function runDelayStep(run: WorkflowRun, step: WorkflowStep, outcome: StepOutcome): StepResult {
  const meta = loose(step.metadata);
  const details = [run.detail(run.tick(), 'Pending', 'Internal', 'Step queued')];
  const until = delayUntil(run, meta);
  if (until === undefined) {
    const detail = `The payload has no date at "${str(meta['delayPath']) ?? ''}" to delay until`;
    details.push(run.detail(run.tick(), 'Failed', 'Payload', detail));
    return { status: 'failed', details, providerId: 'svc', stop: DELAY_FAILED };
  }
  details.push(
    run.detail(run.tick(), 'Queued', 'Internal', `Delayed until ${iso(until)}`, {
      raw: defined({ ...meta }),
    }),
  );
  switch (outcome) {
    case 'pending':
      return waitingStep('delayed', details);
    case 'warning': {
      const detail = 'The delay date had already passed: the next steps run now';
      details.push(run.detail(run.tick(), 'Warning', 'Internal', detail));
      return { status: 'completed', details, providerId: 'svc' };
    }
    case 'failed':
      details.push(run.detail(run.tick(), 'Failed', 'Internal', 'The delayed job could not be resumed'));
      return { status: 'failed', details, providerId: 'svc', stop: DELAY_FAILED };
    default:
      run.waitUntil(until);
      details.push(run.detail(run.tick(), 'Success', 'Internal', 'Delay finished'));
      return { status: 'completed', details, providerId: 'svc' };
  }
}

/** When a delay step ends: `amount` `unit` from now, or the payload date at `delayPath` (undefined when there is none). */
function delayUntil(run: WorkflowRun, meta: Record<string, unknown>): number | undefined {
  if (meta['type'] !== 'scheduled') {
    const unit = isOneOf(TIME_UNITS, meta['unit']) ? meta['unit'] : undefined;
    return run.clock + span(num(meta['amount']), unit, 0, 'seconds');
  }
  const value = lookup(run.input.payload, str(meta['delayPath']) ?? '');
  const time = typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
}
