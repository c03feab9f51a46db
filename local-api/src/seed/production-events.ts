/**
 * Production's events, one row per trigger (see `development-events.ts` for the columns). subscriber-ada
 * has 7 in-app messages: 3 unseen, 5 unread; 9 events in all.
 */
import { avatarOf, dateFromNow } from './rows.js';
import type { EnvironmentEvents } from './rows.js';

export const PRODUCTION_EVENTS: EnvironmentEvents = {
  receiptsFrom: 2161,
  rows: [
    // Production's Ada.
    {
      shows: 'the welcome message',
      id: 2050,
      txn: 'txn-prod-0001',
      ago: '500h',
      workflow: 'welcome',
      to: 'ada',
      payload: { name: 'Ada', url: 'https://acme.example.com/start' },
      inbox: 'read',
    },
    {
      shows: 'Barbara Liskov mentions ada; with an avatar',
      id: 2150,
      txn: 'txn-prod-0009',
      ago: '4h',
      workflow: 'commentMention',
      to: 'ada',
      contextKeys: ['tenant:acme-prod'],
      payload: {
        author: 'Barbara Liskov',
        avatar: avatarOf('Barbara Liskov'),
        comment: 'The production rollout is done.',
        url: 'https://acme.example.com/releases/comments/1',
      },
      inbox: 'unseen',
    },
    {
      shows: 'Edsger Dijkstra mentions ada; initials, no avatar',
      id: 2118,
      txn: 'txn-prod-0007',
      ago: '74h',
      workflow: 'commentMention',
      to: 'ada',
      contextKeys: ['tenant:acme-prod'],
      payload: {
        author: 'Edsger Dijkstra',
        comment: 'Rollback plan approved.',
        url: 'https://acme.example.com/releases/comments/2',
      },
      inbox: 'unseen',
    },
    {
      shows: 'Barbara Liskov mentions ada; with an avatar',
      id: 2098,
      txn: 'txn-prod-0005',
      ago: '144h',
      workflow: 'commentMention',
      to: 'ada',
      contextKeys: ['tenant:acme-prod'],
      payload: {
        author: 'Barbara Liskov',
        avatar: avatarOf('Barbara Liskov'),
        comment: 'Please sign off the release.',
        url: 'https://acme.example.com/releases/comments/3',
      },
      inbox: 'seen',
    },
    {
      shows: 'Edsger Dijkstra mentions ada; initials, no avatar',
      id: 2087,
      txn: 'txn-prod-0004',
      ago: '214h',
      workflow: 'commentMention',
      to: 'ada',
      contextKeys: ['tenant:acme-prod'],
      payload: {
        author: 'Edsger Dijkstra',
        comment: 'On-call handover notes are up.',
        url: 'https://acme.example.com/releases/comments/4',
      },
      inbox: 'seen',
    },
    {
      shows: 'invoice INV-P-1 ($2,400.00); in-app stored with status warning (subscriber offline)',
      id: 2129,
      txn: 'txn-prod-0008',
      ago: '30h',
      workflow: 'invoiceDue',
      to: 'ada',
      outcomes: { in_app: 'warning' },
      payload: {
        amount: '$2,400.00',
        invoice: 'INV-P-1',
        dueDate: dateFromNow(10),
        url: 'https://billing.example.com/invoices/INV-P-1',
      },
      inbox: 'unseen',
    },
    {
      shows: 'invoice INV-P-2 ($2,400.00)',
      id: 2056,
      txn: 'txn-prod-0002',
      ago: '330h',
      workflow: 'invoiceDue',
      to: 'ada',
      payload: {
        amount: '$2,400.00',
        invoice: 'INV-P-2',
        dueDate: dateFromNow(-5),
        url: 'https://billing.example.com/invoices/INV-P-2',
      },
      inbox: 'read',
    },
    {
      shows: 'the weekly digest (timed, Mondays at 09:00)',
      id: 2077,
      txn: 'txn-prod-0003',
      ago: '250h',
      workflow: 'weeklyDigest',
      to: 'ada',
      payload: { name: 'Production', projectId: 'prod' },
    },
    {
      shows: 'incident page "Database failover"; chat failed',
      id: 2109,
      txn: 'txn-prod-0006',
      ago: '90h',
      workflow: 'incidentAlert',
      to: 'ada',
      payload: {
        name: 'Database failover',
        comment: 'Primary switched to replica.',
        url: 'https://status.example.com/incidents/7',
      },
    },
  ],
};
