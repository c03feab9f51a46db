/**
 * The icons of an execution detail's status, shown in an opened event only: the outcome's shapes
 * (`shared/activity-icons.ts`), a queue and an eye. Decorative, as the outcome's: the status is always in the text
 * next to it.
 */
import type { TemplateResult } from 'lit';
import type { ExecutionDetailStatus } from '../../api/providers.js';
import { SHAPES } from '../shared/activity-icons.js';
import { icon } from '../../styles/icon.js';
import { ownEntry } from '../../utils/untrusted.js';

const DETAIL_SHAPES: Record<ExecutionDetailStatus, string> = {
  Success: SHAPES.check,
  Warning: SHAPES.warning,
  Failed: SHAPES.cross,
  Pending: SHAPES.clock,
  Queued: 'M5 6h14M5 12h14M5 18h9',
  ReadConfirmation:
    'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM9.5 12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
};

/** The icon of an execution detail status; a status the contract does not list gets the "unknown" icon. */
export function detailIcon(status: unknown): TemplateResult {
  return icon(ownEntry(DETAIL_SHAPES, status) ?? SHAPES.unknown);
}
