// Which marks must reach the service in the order they were made.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { MarkAs } from '../../src/api/providers.js';
import { applyMark, conflicts } from '../../src/store/mark-effects.js';
import type { Message } from '../../src/api/types.js';

const MARKS: MarkAs[] = ['read', 'unread', 'seen', 'unseen'];
const NOW = '2026-11-23T00:00:00.000Z';

it('says two marks conflict exactly when their order changes the message', () => {
  const starts: Message[] = [
    { _id: 'a', read: false, seen: false },
    { _id: 'b', read: true, seen: true },
    { _id: 'c', read: false, seen: true },
  ] as Message[];
  const state = (m: Message) => `${m.read}/${m.seen}`;
  for (const first of MARKS)
    for (const second of MARKS) {
      const orderMatters = starts.some(
        (m) =>
          state(applyMark(applyMark(m, first, NOW), second, NOW)) !==
          state(applyMark(applyMark(m, second, NOW), first, NOW)),
      );
      assert.equal(conflicts(first, second), orderMatters, `${first} then ${second}`);
    }
});
