/** Digest steps: collect events until the digest window closes, then let the later steps run once. */
import {
  DIGEST_TYPES,
  isOneOf,
  MONTHLY_TYPES,
  ORDINAL_VALUES,
  ORDINALS,
  TIME_UNITS,
  WEEK_DAYS,
  type DigestMetadata,
  type DigestTimedConfig,
  type WorkflowStep,
} from 'notif-api-contract';
import { failedStep, waitingStep } from '../run.js';
import type { StepOutcome, StepResult, WorkflowRun } from '../run.js';
import { cronOf, nextTimedRun, span } from '../schedule.js';
import { clone, defined, iso, listOf, loose, num, str } from '../values.js';

export function runDigestStep(run: WorkflowRun, step: WorkflowStep, outcome: StepOutcome): StepResult {
  const digest = digestMetadata(step.metadata, run.input.payload, run.clock);
  const until = digest.timed?.untilDate
    ? Date.parse(digest.timed.untilDate)
    : run.clock + span(digest.amount, digest.unit, 10, 'minutes');
  const details = [
    run.detail(run.tick(), 'Pending', 'Internal', 'Step queued'),
    run.detail(run.tick(), 'Queued', 'Internal', `Digest collecting events until ${iso(until)}`, {
      raw: digestRaw(digest),
    }),
  ];
  switch (outcome) {
    case 'pending':
      return { ...waitingStep('delayed', details), digest };
    case 'warning': {
      const detail = 'Event merged into a digest already running for the same key';
      details.push(run.detail(run.tick(), 'Warning', 'Internal', detail));
      const reason = 'Step skipped: the event was merged into another digest';
      return { status: 'merged', details, providerId: 'svc', digest, stop: { kind: 'canceled', reason } };
    }
    case 'failed': {
      const detail = 'Digest failed: the digest window could not be scheduled';
      details.push(run.detail(run.tick(), 'Failed', 'Internal', detail));
      return { ...failedStep(step, details, 'svc'), digest };
    }
    default: {
      run.waitUntil(until);
      const detail = `Digest completed: ${digest.events?.length ?? 0} event(s) digested`;
      details.push(run.detail(run.tick(), 'Success', 'Internal', detail));
      return { status: 'completed', details, providerId: 'svc', digest };
    }
  }
}

function digestRaw(digest: DigestMetadata): unknown {
  return defined({
    type: digest.type,
    digestKey: digest.digestKey,
    cronExpression: digest.timed?.cronExpression,
  });
}

/** The step's digest settings as a job records them, with the triggering payload as its one event. */
function digestMetadata(metadata: unknown, payload: Record<string, unknown>, from: number): DigestMetadata {
  const meta = loose(metadata);
  const type = isOneOf(DIGEST_TYPES, meta['type']) ? meta['type'] : 'regular';
  return defined<DigestMetadata>({
    type,
    digestKey: str(meta['digestKey']),
    amount: num(meta['amount']),
    unit: isOneOf(TIME_UNITS, meta['unit']) ? meta['unit'] : undefined,
    events: [clone(payload)],
    backoff: typeof meta['backoff'] === 'boolean' ? meta['backoff'] : undefined,
    backoffAmount: num(meta['backoffAmount']),
    backoffUnit: isOneOf(TIME_UNITS, meta['backoffUnit']) ? meta['backoffUnit'] : undefined,
    updateMode: typeof meta['updateMode'] === 'boolean' ? meta['updateMode'] : undefined,
    timed: type === 'timed' ? timedConfig(meta['timed'], from) : undefined,
  });
}

/** The step's timed config as a job records it: month days as numbers, plus the cron and the next run. */
function timedConfig(value: unknown, from: number): DigestTimedConfig {
  const raw = loose(value);
  const weekDays = listOf(raw['weekDays']).filter((day) => isOneOf(WEEK_DAYS, day));
  const monthDays = listOf(raw['monthDays'])
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 31);
  const config = defined<DigestTimedConfig>({
    atTime: str(raw['atTime']),
    weekDays: weekDays.length > 0 ? weekDays : undefined,
    monthDays: monthDays.length > 0 ? monthDays : undefined,
    ordinal: isOneOf(ORDINALS, raw['ordinal']) ? raw['ordinal'] : undefined,
    ordinalValue: isOneOf(ORDINAL_VALUES, raw['ordinalValue']) ? raw['ordinalValue'] : undefined,
    monthlyType: isOneOf(MONTHLY_TYPES, raw['monthlyType']) ? raw['monthlyType'] : undefined,
  });
  return { ...config, cronExpression: cronOf(config), untilDate: iso(nextTimedRun(from, config)) };
}
