import type { Message } from '../../src/api/types.js';

/**
 * A complete, valid in-app message that no service knows (unread, unseen, five minutes old, by Grace Hopper); tests
 * override what they look at.
 */
export function localMessage(overrides: Record<string, unknown> = {}): Message {
  return {
    _id: 'local-1',
    _environmentId: 'env',
    _organizationId: 'org',
    _notificationId: 'notification',
    _subscriberId: 'subscriber',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    transactionId: 'tx',
    channel: 'in_app',
    read: false,
    seen: false,
    subject: 'Grace Hopper mentioned you',
    content: 'Can you double-check the rounding?',
    cta: {},
    status: 'sent',
    payload: { author: 'Grace Hopper' },
    ...overrides,
  } as Message;
}
