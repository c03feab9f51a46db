// The `live` option of the headless feed (docs/build-your-own-ui.md): `auto`, `on` or `off`, anything else refused when
// the feed is made, naming the field.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotifValidationError } from '../../src/api/errors.js';
import { checkFeedConfig, feedConfigKey } from '../../src/store/feed-config.js';

describe('feed config: live', () => {
  it('takes auto, on and off, and leaves it out by default (auto)', () => {
    assert.equal(checkFeedConfig({ subscriberId: 'subscriber-ada', live: 'off' }).live, 'off');
    assert.equal(checkFeedConfig({ subscriberId: 'subscriber-ada', live: 'on' }).live, 'on');
    assert.equal(checkFeedConfig({ subscriberId: 'subscriber-ada', live: 'auto' }).live, 'auto');
    assert.equal(checkFeedConfig({ subscriberId: 'subscriber-ada' }).live, undefined);
  });

  for (const value of ['true', true, 1, '', 'OFF', 'ON'])
    it(`refuses live: ${JSON.stringify(value)}, naming the field`, () => {
      assert.throws(
        () => checkFeedConfig({ subscriberId: 'subscriber-ada', live: value as never }),
        (error: unknown) => error instanceof NotifValidationError && error.field === 'live',
      );
    });

  it('feeds configured with a different live mode are different feeds', () => {
    assert.notEqual(
      feedConfigKey({ subscriberId: 'subscriber-ada', live: 'off' }),
      feedConfigKey({ subscriberId: 'subscriber-ada' }),
    );
  });
});
