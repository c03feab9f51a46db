/**
 * How the standalone build names a module's file: a lazily loaded family drops out of a module's families when it is
 * always loaded after another of them, whatever order the families were found in.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutLazyOnes } from '../../build/element-families.js';

/** Who imports each family lazily: the push register's parts, and the activity log's detail. */
const IMPORTERS = new Map<string, Set<string>>([
  ['inbox', new Set()],
  ['push-register', new Set()],
  ['activity', new Set()],
  ['registration-run', new Set(['push-register'])],
  ['web-push-subscription', new Set(['push-register', 'registration-run'])],
  ['activity-detail', new Set(['activity'])],
]);

function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('element families', () => {
  it('puts a module an element uses and its lazily loaded parts use with the element, in any order', () => {
    for (const found of orders(['registration-run', 'web-push-subscription', 'push-register'])) {
      assert.deepEqual(withoutLazyOnes(new Set(found), IMPORTERS), ['push-register'], found.join(', '));
    }
    for (const found of orders(['web-push-subscription', 'push-register'])) {
      assert.deepEqual(withoutLazyOnes(new Set(found), IMPORTERS), ['push-register'], found.join(', '));
    }
    assert.deepEqual(withoutLazyOnes(new Set(['activity-detail', 'activity']), IMPORTERS), ['activity']);
  });

  it('keeps every element a page can load first, and a lazy part whose importer is not there', () => {
    assert.deepEqual(withoutLazyOnes(new Set(['push-register', 'inbox']), IMPORTERS), [
      'inbox',
      'push-register',
    ]);
    assert.deepEqual(withoutLazyOnes(new Set(['web-push-subscription', 'inbox']), IMPORTERS), [
      'inbox',
      'web-push-subscription',
    ]);
  });
});
