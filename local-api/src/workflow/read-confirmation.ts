/** The inbox's read receipt in the event log. */
import type { Message } from 'notif-api-contract';
import { nextId } from '../ids.js';
import type { LocalState } from '../state.js';
import { executionDetail } from './execution-detail.js';
import { later } from './values.js';

/**
 * Logs that the subscriber read `message`: a ReadConfirmation line on the in-app job that created it, as the
 * real service records the inbox's read receipt. The message's own flags are the caller's business.
 */
export function recordReadConfirmation(state: LocalState, message: Message, at: Date): void {
  const notification = state.notifications.find(
    (stored) => stored.record._id === message._notificationId,
  )?.record;
  const job = notification?.jobs?.find(
    (candidate) =>
      candidate.type === 'in_app' &&
      (message._messageTemplateId == null || candidate.step._templateId === message._messageTemplateId),
  );
  if (!notification || !job) return;
  const createdAt = at.toISOString();
  job.executionDetails.push(
    executionDetail({
      id: nextId(state),
      createdAt,
      status: 'ReadConfirmation',
      source: 'Webhook',
      detail: 'Message read by the subscriber',
      providerId: 'svc',
    }),
  );
  job.updatedAt = later(job.updatedAt, createdAt);
  notification.updatedAt = later(notification.updatedAt, createdAt);
}
