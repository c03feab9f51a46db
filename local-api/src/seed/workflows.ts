/**
 * The seeded workflows, the same in both environments (Production has the first five). Step ids and
 * message template ids follow from each workflow's number in `WORKFLOW_BASES`.
 */
import type { Severity, StepMetadata, Workflow } from 'notif-api-contract';
import { objectId } from '../ids.js';
import type { LocalState } from '../state.js';
import type { StepTemplate } from '../workflow/index.js';
import { DEMO_IDS, WORKFLOW_BASES } from './ids.js';
import type { EnvName, WorkflowKey } from './ids.js';

interface StepDef {
  name: string;
  template: StepTemplate;
  metadata?: StepMetadata;
  shouldStopOnFail?: boolean;
}

interface WorkflowDef {
  identifier: string;
  name: string;
  description: string;
  tags: string[];
  variables: string[];
  critical?: boolean;
  severity?: Severity;
  steps: StepDef[];
}

const WORKFLOWS: Record<WorkflowKey, WorkflowDef> = {
  welcome: {
    identifier: 'welcome',
    name: 'Welcome',
    description: 'Greets a new user in the inbox.',
    tags: ['onboarding'],
    variables: ['name', 'url'],
    steps: [
      {
        name: 'Welcome message',
        template: {
          type: 'in_app',
          subject: 'Welcome, {{payload.name}}!',
          content: 'Thanks for joining Acme. Updates about your projects will appear in this inbox.',
          cta: { url: '{{payload.url}}' },
        },
      },
    ],
  },
  commentMention: {
    identifier: 'comment-mention',
    name: 'Comment mention',
    description: 'Someone mentioned the subscriber in a comment.',
    tags: ['collaboration'],
    variables: ['author', 'comment', 'url', 'avatar'],
    steps: [
      {
        name: 'Mention in the inbox',
        template: {
          type: 'in_app',
          subject: '{{payload.author}} mentioned you',
          content: '{{payload.comment}}',
          cta: { url: '{{payload.url}}' },
        },
      },
      {
        name: 'Mention by email',
        template: {
          type: 'email',
          subject: '{{payload.author}} mentioned you in a comment',
          content: '{{payload.author}} wrote: {{payload.comment}}\n\nReply: {{payload.url}}',
        },
      },
    ],
  },
  invoiceDue: {
    identifier: 'invoice-due',
    name: 'Invoice due',
    description: 'An invoice is about to fall due.',
    tags: ['billing'],
    variables: ['amount', 'invoice', 'dueDate', 'url'],
    severity: 'medium',
    steps: [
      {
        name: 'Invoice in the inbox',
        template: {
          type: 'in_app',
          subject: 'Invoice due: {{payload.amount}}',
          content: 'Invoice {{payload.invoice}} for {{payload.amount}} is due on {{payload.dueDate}}.',
          cta: { url: '{{payload.url}}' },
        },
      },
      {
        name: 'Invoice by email',
        template: {
          type: 'email',
          subject: 'Invoice {{payload.invoice}} is due on {{payload.dueDate}}',
          content: 'Amount due: {{payload.amount}}. Pay at {{payload.url}}',
        },
      },
      {
        name: 'Invoice by SMS',
        template: { type: 'sms', content: 'Acme: {{payload.amount}} due {{payload.dueDate}}' },
      },
      {
        name: 'Invoice push',
        template: {
          type: 'push',
          subject: 'Invoice due',
          content: '{{payload.amount}} due on {{payload.dueDate}}',
        },
      },
    ],
  },
  weeklyDigest: {
    identifier: 'weekly-digest',
    name: 'Weekly digest',
    description: 'A summary of the week, every Monday morning.',
    tags: ['digest'],
    variables: ['name', 'url'],
    severity: 'low',
    steps: [
      {
        name: 'Collect the week',
        template: { type: 'digest' },
        metadata: {
          type: 'timed',
          amount: 1,
          unit: 'weeks',
          digestKey: 'projectId',
          timed: { atTime: '09:00', weekDays: ['monday'] },
        },
      },
      {
        name: 'Digest email',
        template: {
          type: 'email',
          subject: 'Your week at Acme',
          content: 'Here is what happened in {{payload.name}}.',
        },
      },
    ],
  },
  incidentAlert: {
    identifier: 'incident-alert',
    name: 'Incident alert',
    description: 'Pages the on-call people about an incident.',
    tags: ['operations'],
    variables: ['name', 'comment', 'url'],
    critical: true,
    severity: 'high',
    steps: [
      {
        name: 'Page on Slack',
        template: {
          type: 'chat',
          content: 'Incident: {{payload.name}}. {{payload.comment}} {{payload.url}}',
        },
      },
      {
        name: 'Page on mobile',
        template: { type: 'push', subject: 'Incident: {{payload.name}}', content: '{{payload.comment}}' },
      },
    ],
  },
  teamInvite: {
    identifier: 'team-invite',
    name: 'Team invite',
    description: 'An invitation to join a team, with accept and decline buttons.',
    tags: ['collaboration'],
    variables: ['author', 'name', 'url', 'avatar'],
    steps: [
      {
        name: 'Invite in the inbox',
        template: {
          type: 'in_app',
          subject: '{{payload.author}} invited you to {{payload.name}}',
          content: 'Join {{payload.name}} to see its projects and discussions.',
          cta: {
            url: '{{payload.url}}',
            buttons: [
              { type: 'primary', content: 'Accept', resultContent: 'Accepted' },
              { type: 'secondary', content: 'Decline', resultContent: 'Declined' },
            ],
          },
        },
      },
    ],
  },
  releaseNotes: {
    identifier: 'release-notes',
    name: 'Release notes',
    description: 'A new release, as structured content blocks.',
    tags: ['product'],
    variables: ['name', 'comment', 'author', 'url'],
    steps: [
      {
        name: 'Release in the inbox',
        template: {
          type: 'in_app',
          subject: 'New release: {{payload.name}}',
          content: [
            { type: 'text', content: '{{payload.name}} is now available.', styles: { textAlign: 'left' } },
            { type: 'text', content: '{{payload.comment}}', styles: { textAlign: 'center' } },
            { type: 'text', content: 'Released by {{payload.author}}', styles: { textAlign: 'right' } },
            {
              type: 'button',
              content: 'Read the notes',
              url: '{{payload.url}}',
              styles: { textAlign: 'center' },
            },
            {
              type: 'button',
              content: 'All releases',
              url: 'https://app.example.com/releases',
              styles: { textAlign: 'left' },
            },
            {
              type: 'button',
              content: 'Changelog',
              url: 'https://app.example.com/changelog',
              styles: { textAlign: 'right' },
            },
            { type: 'text', content: 'Thanks for building with Acme.' },
          ],
          cta: { url: '{{payload.url}}' },
        },
      },
      {
        name: 'Release email',
        template: { type: 'email', subject: 'Acme {{payload.name}} is out', content: '{{payload.comment}}' },
      },
    ],
  },
  exportReady: {
    identifier: 'export-ready',
    name: 'Export ready',
    description: 'A data export finished; waits a few minutes for the file to replicate.',
    tags: ['data'],
    variables: ['name', 'url'],
    steps: [
      {
        name: 'Wait for replication',
        template: { type: 'delay' },
        metadata: { type: 'regular', amount: 5, unit: 'minutes' },
      },
      {
        name: 'Export in the inbox',
        template: {
          type: 'in_app',
          subject: 'Your export is ready',
          content: 'The export "{{payload.name}}" finished. The file is kept for 7 days.',
          cta: {
            url: '{{payload.url}}',
            buttons: [{ type: 'primary', content: 'Download', resultContent: 'Downloaded' }],
          },
        },
      },
    ],
  },
  orderSync: {
    identifier: 'order-sync',
    name: 'Order sync',
    description: 'Internal: pushes an order to the ERP at the requested time.',
    tags: ['internal'],
    variables: ['orderId', 'sendAt'],
    steps: [
      { name: 'Start', template: { type: 'trigger' } },
      { name: 'At most 5 an hour', template: { type: 'throttle', threshold: 5, amount: 1, unit: 'hours' } },
      {
        name: 'Wait for the send date',
        template: { type: 'delay' },
        metadata: { type: 'scheduled', delayPath: 'sendAt' },
      },
      {
        name: 'Send to the ERP',
        template: { type: 'http_request', method: 'POST', url: 'https://erp.example.com/api/orders/sync' },
        shouldStopOnFail: true,
      },
      { name: 'Record the sync', template: { type: 'custom' } },
    ],
  },
};

/** A stored workflow, with the ids of {@link WORKFLOW_BASES}. */
function buildWorkflow(def: WorkflowDef, env: EnvName, base: number): Workflow {
  const environmentId = DEMO_IDS.environments[env];
  return {
    _id: objectId(base),
    name: def.name,
    description: def.description,
    active: true,
    draft: false,
    preferenceSettings: { email: true, sms: true, in_app: true, chat: true, push: true },
    critical: def.critical ?? false,
    tags: def.tags,
    steps: def.steps.map((step, index) => ({
      _id: objectId(base + 1 + index),
      uuid: `${def.identifier}-step-${index + 1}`,
      name: step.name,
      _templateId: objectId(base + 11 + index),
      active: true,
      shouldStopOnFail: step.shouldStopOnFail ?? false,
      template: step.template,
      filters: [],
      ...(step.metadata ? { metadata: step.metadata } : {}),
    })),
    _organizationId: DEMO_IDS.organization,
    _creatorId: DEMO_IDS.user,
    _environmentId: environmentId,
    triggers: [
      { type: 'event', identifier: def.identifier, variables: def.variables.map((name) => ({ name })) },
    ],
    _notificationGroupId: DEMO_IDS.notificationGroups[env],
    // Required strings in the contract even for a workflow that was never deleted.
    deleted: false,
    deletedAt: '',
    deletedBy: '',
    notificationGroup: {
      _id: DEMO_IDS.notificationGroups[env],
      name: 'General',
      _environmentId: environmentId,
      _organizationId: DEMO_IDS.organization,
    },
    data: { severity: def.severity ?? 'none' },
  };
}

export function addWorkflows(state: LocalState, env: EnvName): void {
  const bases: Partial<Record<WorkflowKey, number>> = WORKFLOW_BASES[env];
  for (const [key, base] of Object.entries(bases) as [WorkflowKey, number][]) {
    state.workflows.push(buildWorkflow(WORKFLOWS[key], env, base));
  }
}
