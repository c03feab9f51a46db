/**
 * The status icons of the activity log. Each is decorative: its meaning is always in the text next to it, and its
 * shape (not only its colour) tells the statuses apart, for people who do not see colours. The icons of an execution
 * detail's status, which only an opened event shows, are the details' (`notif-activity-detail/detail-icons.ts`).
 */
import { svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Outcome } from './job-status.js';
import { icon } from '../../styles/icon.js';

/** The shapes of the statuses, by what they show. */
export const SHAPES = {
  check: svg`<circle cx="12" cy="12" r="9" /><path d="m8 12.5 3 3 5-6" />`,
  cross: svg`<circle cx="12" cy="12" r="9" /><path d="m9 9 6 6M15 9l-6 6" />`,
  warning: svg`<path d="M12 3.5 2.5 20h19Z" /><path d="M12 10v4.5M12 17.5v.01" />`,
  clock: svg`<circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />`,
  unknown: svg`<circle cx="12" cy="12" r="9" /><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17v.01" />`,
};

const OUTCOME_SHAPES: Record<Outcome, SVGTemplateResult> = {
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
