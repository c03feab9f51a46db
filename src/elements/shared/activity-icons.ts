/**
 * The status icons of the activity log. Each is decorative: its meaning is always in the text next to it, and its
 * shape (not only its colour) tells the statuses apart, for people who do not see colours. The icons of an execution
 * detail's status, which only an opened event shows, are the details' (`notif-activity-detail/detail-icons.ts`).
 */
import type { TemplateResult } from 'lit';
import type { Outcome } from './job-status.js';
import { icon } from '../../styles/icon.js';

/** A circle around the sign of most statuses. */
const RING = 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0';

/** The shapes of the statuses, by what they show, each as one path's data (`styles/icon.ts`). */
export const SHAPES = {
  check: `${RING}M8 12.5l3 3 5-6`,
  cross: `${RING}M9 9l6 6M15 9l-6 6`,
  warning: 'M12 3.5 2.5 20h19ZM12 10v4.5M12 17.5v.01',
  clock: `${RING}M12 7v5l3 2`,
  unknown: `${RING}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17v.01`,
};

const OUTCOME_SHAPES: Record<Outcome, string> = {
  completed: SHAPES.check,
  failed: SHAPES.cross,
  pending: SHAPES.clock,
  warning: SHAPES.warning,
  unknown: SHAPES.unknown,
};

/** The icon of an event's or a job's outcome. */
export function outcomeIcon(outcome: Outcome): TemplateResult {
  return icon(OUTCOME_SHAPES[outcome]);
}
