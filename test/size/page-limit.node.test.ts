import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limitOf } from '../../scripts/page-limit.mjs';

describe('page limit', () => {
  it('is the budget for a page without a ceiling', () => {
    assert.equal(limitOf({ budget: 20_480 }), 20_480);
    assert.equal(limitOf({ budget: 20_480, ceiling: null }), 20_480);
  });
  it('is the ceiling while a page is not yet within its budget', () => {
    assert.equal(limitOf({ budget: 20_480, ceiling: 32_512 }), 32_512);
  });
  it('never lets a ceiling below the budget tighten or loosen anything', () => {
    assert.equal(limitOf({ budget: 20_480, ceiling: 10_000 }), 20_480);
  });
});
