/**
 * The status of a notification event, derived from its jobs. The contract leaves a job's `status` a free string,
 * so the known words of delivery services are read first and, failing that, the job's last execution detail.
 */
import type { ExecutionDetailStatus } from '../../api/providers.js';
import { ownEntry } from '../../utils/untrusted.js';

/** How a job, or a whole event, ended up. */
export type Outcome = 'completed' | 'failed' | 'pending' | 'warning' | 'unknown';

/** Every outcome, worst first: an event takes the worst outcome of its jobs. */
export const OUTCOMES: readonly Outcome[] = ['failed', 'pending', 'warning', 'completed', 'unknown'];

const JOB_WORDS: Record<string, Outcome> = {};
for (const [outcome, words] of [
  [
    'completed',
    ['completed', 'complete', 'success', 'succeeded', 'sent', 'delivered', 'done', 'read', 'seen'],
  ],
  ['failed', ['failed', 'failure', 'error', 'errored']],
  [
    'pending',
    [
      'pending',
      'queued',
      'delayed',
      'running',
      'processing',
      'scheduled',
      'in_progress',
      'started',
      'waiting',
    ],
  ],
  ['warning', ['skipped', 'canceled', 'cancelled', 'merged', 'throttled', 'filtered', 'warning', 'partial']],
] as const) {
  for (const word of words) JOB_WORDS[word] = outcome;
}

const DETAIL_OUTCOMES: Record<ExecutionDetailStatus, Outcome> = {
  Success: 'completed',
  ReadConfirmation: 'completed',
  Warning: 'warning',
  Failed: 'failed',
  Pending: 'pending',
  Queued: 'pending',
};

function detailStatuses(job: unknown): string[] {
  const details = (job as { executionDetails?: unknown } | null)?.executionDetails;
  if (!Array.isArray(details)) return [];
  return details
    .map((detail) => (detail as { status?: unknown } | null)?.status)
    .filter((s) => typeof s === 'string');
}

/**
 * How one job ended up. A job whose status says it completed but whose log has a warning or a failure (a retry
 * that succeeded, a payload variable that was missing) is a `warning`: it deserves a look.
 */
export function jobOutcome(job: unknown): Outcome {
  const status = (job as { status?: unknown } | null)?.status;
  const statuses = detailStatuses(job);
  const word =
    typeof status === 'string'
      ? ownEntry(
          JOB_WORDS,
          status
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_'),
        )
      : undefined;
  if (word === 'completed') {
    return statuses.some((s) => s === 'Warning' || s === 'Failed') ? 'warning' : 'completed';
  }
  if (word) return word;
  const last = statuses.at(-1);
  return ownEntry(DETAIL_OUTCOMES, last) ?? 'unknown';
}

/** How many jobs ended up each way. */
export function countOutcomes(jobs: unknown): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { completed: 0, failed: 0, pending: 0, warning: 0, unknown: 0 };
  if (Array.isArray(jobs)) for (const job of jobs) counts[jobOutcome(job)]++;
  return counts;
}

/**
 * The status of an event: `failed` when any job failed, else `pending` while any is still waiting, else `warning`
 * when any was skipped, cancelled or warned, else `completed`. `unknown` when no job says anything.
 */
export function eventOutcome(jobs: unknown): Outcome {
  const counts = countOutcomes(jobs);
  return OUTCOMES.find((outcome) => outcome !== 'unknown' && counts[outcome] > 0) ?? 'unknown';
}

/** The outcome an execution detail status reads as (for its colour and icon). */
export function detailOutcome(status: unknown): Outcome {
  return ownEntry(DETAIL_OUTCOMES, status) ?? 'unknown';
}
