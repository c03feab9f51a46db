import { createSeed } from 'notif-local-api';

/**
 * The demo seed with `count` more messages for subscriber-ada, newest first, one a minute: a long inbox, whose list
 * goes windowed past 100 messages. `overrides` are given to each added message.
 */
export function seedWithBulk(count: number, overrides: { read?: boolean } = {}) {
  const state = createSeed('demo', new Date());
  const ada = state.subscribers.find(
    (s) => s.subscriberId === 'subscriber-ada' && s._environmentId === state.environments[0]!._id,
  )!;
  const template = state.messages.find((m) => m._subscriberId === ada._id)!;
  const start = Date.now() - 1000;
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(start - i * 60_000).toISOString();
    state.messages.push({
      ...template,
      ...overrides,
      _id: `bulk${String(i).padStart(20, '0')}`,
      subject: `Bulk ${i}`,
      createdAt,
    });
  }
  return state;
}
