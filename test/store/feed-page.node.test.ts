// What the store takes from the service's feed pages: a message it can show and mark has a non-empty string id.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messageId } from '../../src/store/feed-page.js';

describe('messageId', () => {
  it('is the _id when it is a non-empty string', () => {
    assert.equal(messageId({ _id: 'msg-1', subject: 'Hello' }), 'msg-1');
    assert.equal(messageId({ _id: '' }), undefined);
    assert.equal(messageId({ _id: 7 }), undefined);
    assert.equal(messageId(undefined), undefined);
    assert.equal(messageId('msg-1'), undefined);
  });
});
