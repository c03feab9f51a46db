/** The notification event a run records (operation 5 lists it, operation 6 returns it). */
import {
  isOneOf,
  SEVERITIES,
  type ActivityNotification,
  type Job,
  type Severity,
  type Workflow,
} from 'notif-api-contract';
import type { WorkflowRun } from './run.js';
import { clone, defined, iso } from './values.js';

/**
 * The severity of a workflow's events. The Workflow resource has no severity field, so it is kept in
 * `workflow.data.severity`; anything else means `none`.
 */
export function workflowSeverity(workflow: Workflow): Severity {
  const value = workflow.data?.['severity'];
  return isOneOf(SEVERITIES, value) ? value : 'none';
}

/** The event of a finished run, with its jobs; last updated when its last log line was written. */
export function eventRecord(run: WorkflowRun, jobs: Job[]): ActivityNotification {
  const { input } = run;
  const { workflow, subscriber } = input;
  const contact = {
    firstName: subscriber.firstName ?? undefined,
    lastName: subscriber.lastName ?? undefined,
    email: subscriber.email ?? undefined,
    phone: subscriber.phone ?? undefined,
  };
  return defined<ActivityNotification>({
    _id: run.notificationId,
    _environmentId: input.environmentId,
    _organizationId: run.organizationId,
    _subscriberId: run.subscriberId,
    transactionId: input.transactionId,
    _templateId: workflow._id,
    createdAt: input.at.toISOString(),
    updatedAt: iso(run.clock),
    channels: [...new Set(jobs.map((job) => job.type))],
    subscriber: defined({ subscriberId: subscriber.subscriberId, _id: run.subscriberId, ...contact }),
    template: defined({
      _id: workflow._id,
      name: workflow.name,
      triggers: clone(workflow.triggers),
      origin: 'svc-cloud' as const,
    }),
    jobs,
    payload: clone(input.payload),
    tags: [...workflow.tags],
    to: defined({ subscriberId: subscriber.subscriberId, ...contact }),
    topics: clone(input.topics ?? []),
    severity: input.severity ?? workflowSeverity(workflow),
    critical: workflow.critical,
    contextKeys: [...(input.contextKeys ?? [])],
  });
}
