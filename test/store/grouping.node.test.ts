// Grouping a feed's messages: the default key, the 24-hour window, stability while pages load, and bad keys.
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import type { Message } from '../../src/api/types.js';
import {
  GROUP_WINDOW_MS,
  defaultGroupKey,
  groupMembers,
  groupMessages,
  summarizeGroup,
  type GroupKey,
} from '../../src/store/grouping.js';
import { groupsOf } from '../../src/store/feed-snapshot.js';
import type { FeedMessage, NotifFeedSnapshot } from '../../src/store/feed-snapshot.js';
import { NotifValidationError } from '../../src/api/errors.js';
import { corrupt } from '../support/garbage.js';
import { seededRandom } from '../support/seeded-random.js';

const NEWEST = Date.parse('2026-11-20T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
/** The seed of the garbage tests (test/elements/garbage-fuzz.test.ts), and how many lists the grouping is given. */
const FUZZ_SEED = 20261123;
const FUZZ_CASES = 500;

/** A message `hoursAgo` before NEWEST, of workflow `workflow`, with `payload`. */
function message(
  id: string,
  hoursAgo: number,
  workflow: string | undefined,
  payload: Record<string, unknown> = {},
  state: { read?: boolean; seen?: boolean } = {},
): Message {
  return {
    _id: id,
    createdAt: new Date(NEWEST - hoursAgo * HOUR).toISOString(),
    ...(workflow !== undefined && { templateIdentifier: workflow }),
    payload,
    read: state.read ?? false,
    seen: state.seen ?? false,
  } as Message;
}

const idsOf = (groups: { ids: readonly string[] }[]) => groups.map((group) => group.ids.join(','));

describe('defaultGroupKey', () => {
  it('is the workflow, plus the thread or group id of the payload when it has one', () => {
    assert.equal(defaultGroupKey(message('a', 0, 'comment-mention')), 'comment-mention');
    const threaded = defaultGroupKey(message('a', 0, 'comment-mention', { threadId: 't1' }));
    const grouped = defaultGroupKey(message('a', 0, 'comment-mention', { groupId: 't1' }));
    assert.equal(threaded, grouped);
    assert.notEqual(threaded, 'comment-mention');
    assert.notEqual(threaded, defaultGroupKey(message('a', 0, 'comment-mention', { threadId: 't2' })));
    assert.equal(
      defaultGroupKey(message('a', 0, 'comment-mention', { threadId: 7 })),
      defaultGroupKey(message('a', 0, 'comment-mention', { threadId: '7' })),
    );
    // threadId wins over groupId; a thread that is not text or a number is no thread.
    assert.equal(
      defaultGroupKey(message('a', 0, 'x', { threadId: 't1', groupId: 'g' })),
      defaultGroupKey(message('a', 0, 'x', { threadId: 't1' })),
    );
    assert.equal(defaultGroupKey(message('a', 0, 'x', { threadId: { id: 1 } })), 'x');
  });

  it('leaves a message without a workflow alone', () => {
    assert.equal(defaultGroupKey(message('a', 0, undefined)), undefined);
    assert.equal(
      defaultGroupKey({ ...message('a', 0, 'x'), templateIdentifier: 3 } as unknown as Message),
      undefined,
    );
  });
});

describe('groupMessages', () => {
  it('groups the messages of one thread, each group where its newest member is', () => {
    const messages = [
      message('m1', 0, 'comment-mention', { threadId: 't1', author: 'Grace Hopper', avatar: '/g.svg' }),
      message('i1', 1, 'invoice-due'),
      message('m2', 2, 'comment-mention', { threadId: 't1', author: 'Linus Torvalds' }, { read: true }),
      message('m3', 3, 'comment-mention', { threadId: 't2', author: 'Ada' }),
      message('m4', 4, 'comment-mention', { threadId: 't1', author: 'Grace Hopper', avatar: '/g.svg' }),
      message(
        'm5',
        5,
        'comment-mention',
        { threadId: 't1', author: 'Alan Turing' },
        { read: true, seen: true },
      ),
      message('w1', 6, undefined),
    ];
    const groups = groupMessages(messages);
    assert.deepEqual(idsOf(groups), ['m1,m2,m4,m5', 'i1', 'm3', 'w1']);
    const [thread] = groups;
    assert.equal(thread!.latest, messages[0]);
    assert.equal(thread!.unread, 2);
    assert.equal(thread!.unseen, 3);
    assert.deepEqual(thread!.people, [
      { name: 'Grace Hopper', avatar: '/g.svg' },
      { name: 'Linus Torvalds' },
      { name: 'Alan Turing' },
    ]);
    assert.equal(groups[3]!.key, undefined);
    assert.equal(groups[1]!.key, 'invoice-due');
  });

  it('starts a new group past 24 hours from the group’s newest message', () => {
    const hours = GROUP_WINDOW_MS / HOUR;
    const messages = [
      message('a', 0, 'digest'),
      message('b', hours - 1, 'digest'),
      message('c', hours, 'digest'), // exactly 24 h from a: still in
      message('d', hours + 1, 'digest'), // 24 h + 1 from a, though 1 h from c: a new group
      message('e', hours + 2, 'digest'),
    ];
    assert.deepEqual(idsOf(groupMessages(messages)), ['a,b,c', 'd,e']);
  });

  it('keeps every group in place when the next page adds members (stable while pages load)', () => {
    const first = [
      message('a1', 0, 'comment-mention', { threadId: 'a' }),
      message('b1', 1, 'invoice-due'),
      message('a2', 2, 'comment-mention', { threadId: 'a' }),
      message('c1', 3, 'team-invite'),
    ];
    const second = [
      message('a3', 4, 'comment-mention', { threadId: 'a' }),
      message('d1', 5, 'export-ready'),
      message('c2', 6, 'team-invite'),
    ];
    const before = groupMessages(first);
    const after = groupMessages([...first, ...second]);
    assert.deepEqual(idsOf(before), ['a1,a2', 'b1', 'c1']);
    assert.deepEqual(idsOf(after), ['a1,a2,a3', 'b1', 'c1,c2', 'd1']);
    // Every group of the first page is still at its position, with its members first and in order.
    before.forEach((group, index) => {
      assert.equal(after[index]!.ids[0], group.ids[0]);
      assert.deepEqual(after[index]!.ids.slice(0, group.ids.length), group.ids);
    });
  });

  it('uses a page’s own key, and skips messages without an id', () => {
    const messages = [
      message('a', 0, 'x', { project: 'apollo' }),
      message('b', 1, 'y', { project: 'apollo' }),
      message('c', 2, 'x', { project: 'gemini' }),
      { ...message('d', 3, 'x'), _id: undefined } as unknown as Message,
    ];
    const groups = groupMessages(messages, { groupKey: (m) => m.payload?.project as string });
    assert.deepEqual(idsOf(groups), ['a,b', 'c']);
  });

  it('leaves a message alone when the key throws or is not a string, and says so for each', () => {
    const problems: [unknown, string][] = [];
    const messages = [message('a', 0, 'x'), message('b', 1, 'x'), message('c', 2, 'x'), message('d', 3, 'x')];
    const groups = groupMessages(messages, {
      groupKey: (m) => {
        if (m._id === 'b') throw new Error('no key for b');
        if (m._id === 'c') return 42 as unknown as string;
        return 'same';
      },
      onBadKey: (problem, m) => problems.push([problem, m._id!]),
    });
    assert.deepEqual(idsOf(groups), ['a,d', 'b', 'c']);
    assert.deepEqual(
      problems.map(([problem, id]) => [id, (problem as Error).message]),
      [
        ['b', 'no key for b'],
        ['c', 'groupKey returned number, not a non-empty string'],
      ],
    );
  });

  it('keeps a message with an unreadable date alone', () => {
    const messages = [
      message('a', 0, 'x'),
      { ...message('b', 1, 'x'), createdAt: 'soon' },
      message('c', 2, 'x'),
    ];
    assert.deepEqual(idsOf(groupMembers(messages).map((g) => ({ ids: g.members.map((m) => m._id!) }))), [
      'a,c',
      'b',
    ]);
  });

  it('costs one pass: 10,000 messages group without comparing each with each', () => {
    const messages = Array.from({ length: 10_000 }, (_, i) =>
      message(`m${i}`, i / 100, `workflow-${i % 7}`, { threadId: `t${i % 13}` }),
    );
    const groups = groupMessages(messages);
    assert.equal(
      groups.reduce((sum, group) => sum + group.ids.length, 0),
      10_000,
    );
    // 7 × 13 keys share a residue cycle of 91, each key's messages 0.91 h apart: 24 h holds 27 of them.
    assert.ok(groups.every((group) => group.ids.length <= 27));
  });
});

describe('groupsOf (the headless feed’s groups view)', () => {
  const snapshotOf = (messages: Message[]): NotifFeedSnapshot =>
    Object.freeze({
      messages: messages as FeedMessage[],
      unseen: 0,
      unread: 0,
      status: 'ready',
      hasMore: false,
      tab: 'all',
    });

  it('groups a snapshot as the inbox does, the same array for the same snapshot and key', () => {
    const snapshot = snapshotOf([
      message('a', 0, 'comment-mention', { threadId: 't' }),
      message('b', 1, 'invoice-due'),
      message('c', 2, 'comment-mention', { threadId: 't' }),
    ]);
    const groups = groupsOf(snapshot);
    assert.deepEqual(idsOf([...groups]), ['a,c', 'b']);
    assert.equal(groupsOf(snapshot), groups);
    assert.ok(Object.isFrozen(groups));
    const byWorkflow = (m: Message) => m.templateIdentifier;
    assert.deepEqual(idsOf([...groupsOf(snapshot, { groupKey: byWorkflow })]), ['a,c', 'b']);
    assert.equal(groupsOf(snapshot, { groupKey: byWorkflow }), groupsOf(snapshot, { groupKey: byWorkflow }));
    assert.notEqual(groupsOf(snapshotOf([...snapshot.messages])), groups);
  });

  it('warns once per key function that fails, whatever the number of messages and snapshots', () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const failing = () => {
        throw new Error('broken key');
      };
      const messages = [message('a', 0, 'x'), message('b', 1, 'x'), message('c', 2, 'x')];
      assert.deepEqual(idsOf([...groupsOf(snapshotOf(messages), { groupKey: failing })]), ['a', 'b', 'c']);
      groupsOf(snapshotOf(messages), { groupKey: failing });
      assert.equal(warn.mock.callCount(), 1);
      assert.match(String(warn.mock.calls[0]!.arguments[0]), /groupKey/);
    } finally {
      warn.mock.restore();
    }
  });

  it('refuses a key that is not a function, naming it', () => {
    assert.throws(
      () => groupsOf(snapshotOf([]), { groupKey: 'threadId' as unknown as () => string }),
      (error: unknown) => error instanceof NotifValidationError && /groupKey/.test((error as Error).message),
    );
  });
});

describe('grouping given what no good service (or page) sends', () => {
  /** An object whose `toString` is an object: no built-in can turn it into text or a number. */
  const NO_PRIMITIVE = JSON.parse('{"toString":{"toString":1}}') as unknown;
  const throwing = Object.defineProperty({}, 'payload', {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
  const WRONG: unknown[] = [
    NO_PRIMITIVE,
    Object.create(null),
    ['2026-11-20T12:00:00.000Z'],
    1_700_000_000_000,
    'x'.repeat(300_000),
    { toString: () => '2026-11-20T12:00:00.000Z' },
    null,
    true,
  ];

  it('reads dates, workflows, threads, states and people of the wrong type as missing, without throwing', () => {
    for (const wrong of WRONG) {
      const broken = {
        ...message('b', 1, 'x', {
          threadId: wrong,
          groupId: wrong,
          author: wrong,
          user: wrong,
          avatar: wrong,
        }),
        createdAt: wrong,
        read: wrong,
        seen: wrong,
      } as unknown as Message;
      const messages = [message('a', 0, 'x'), broken, message('c', 2, 'x')];
      const groups = groupMessages(messages);
      // A message without a readable date stays alone, and the others still group.
      assert.deepEqual(idsOf(groups), ['a,c', 'b'], String(typeof wrong));
      const summary = summarizeGroup([broken]);
      assert.equal(summary.unread, wrong === true ? 0 : 1);
      assert.ok(summary.people.every((person) => typeof (person.name ?? person.avatar) === 'string'));
    }
  });

  it('the default key never throws, whatever it is given', () => {
    for (const wrong of [...WRONG, undefined, throwing, { templateIdentifier: 'x', payload: throwing }])
      assert.doesNotThrow(() => defaultGroupKey(wrong as Message));
    assert.equal(
      defaultGroupKey({ templateIdentifier: 'x', payload: { threadId: NO_PRIMITIVE } } as unknown as Message),
      'x',
    );
  });

  it('leaves a message alone when a page’s key gives an empty string, and says so', () => {
    const problems: unknown[] = [];
    const groups = groupMessages([message('a', 0, 'x'), message('b', 1, 'x')], {
      groupKey: () => '',
      onBadKey: (problem) => problems.push(problem),
    });
    assert.deepEqual(idsOf(groups), ['a', 'b']);
    assert.match(String(problems[0]), /empty string/);
  });

  it('a page’s key computed from garbage (it throws, or gives an object) leaves those messages alone', () => {
    const naive: GroupKey = (m) => `${String(m.templateIdentifier)}/${m.payload!.threadId as string}`;
    const objectKey = ((m: Message) => m.payload?.threadId) as GroupKey;
    const messages = [
      message('a', 0, 'x', { threadId: 't' }),
      { ...message('b', 1, 'x'), payload: { threadId: NO_PRIMITIVE } } as unknown as Message,
      { ...message('c', 2, 'x'), payload: null } as unknown as Message,
      message('d', 3, 'x', { threadId: 't' }),
    ];
    assert.deepEqual(idsOf(groupMessages(messages, { groupKey: naive, onBadKey: () => undefined })), [
      'a,d',
      'b',
      'c',
    ]);
    assert.deepEqual(idsOf(groupMessages(messages, { groupKey: objectKey, onBadKey: () => undefined })), [
      'a,d',
      'b',
      'c',
    ]);
  });

  it(`${FUZZ_CASES} seeded lists of corrupted messages: no throw, each message with an id in exactly one group`, () => {
    const random = seededRandom(FUZZ_SEED);
    const records = Array.from({ length: 12 }, (_, i) =>
      message(`m${i}`, i * 3, `workflow-${i % 3}`, { threadId: `t${i % 2}`, author: `Author ${i % 4}` }),
    );
    const naive: GroupKey = (m) => `${String(m.templateIdentifier)}/${m.payload!.threadId as string}`;
    for (let index = 0; index < FUZZ_CASES; index++) {
      const list = corrupt(random, records, false, 0.35);
      const messages = (Array.isArray(list) ? list : [list]) as Message[];
      const withIds = messages.filter((m) => {
        const id = (m as { _id?: unknown } | null)?._id;
        return typeof id === 'string' && id !== '';
      });
      for (const groupKey of [undefined, naive]) {
        let groups: ReturnType<typeof groupMessages> = [];
        assert.doesNotThrow(() => {
          groups = groupMessages(messages, { groupKey, onBadKey: () => undefined });
        }, `case ${index}`);
        assert.equal(
          groups.reduce((sum, group) => sum + group.ids.length, 0),
          withIds.length,
          `case ${index}: every message with an id is in one group`,
        );
      }
    }
  });
});
