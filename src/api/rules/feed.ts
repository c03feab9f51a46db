/** What the feed operations accept: a feed page's query, the unseen count's, and the body of mark-as (operation 4). */
import { notBlank, steps } from '../checks.js';
import { boolean, integerIn, oneOf, record } from '../shape-checks.js';
import { LIMITS } from '../limits.js';
import { MARK_AS } from '../message-enums.js';

const messageId = /* @__PURE__ */ steps([
  (value: unknown) =>
    (typeof value === 'string' && notBlank(value)) ||
    (Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string' && notBlank(id))),
  'is required',
]);

/** Body of operation 4. */
export const markAsBody = /* @__PURE__ */ record({ messageId, markAs: oneOf(MARK_AS) });

/** Query of the in-app feed. */
export const feedQuery = /* @__PURE__ */ record({
  '?page': integerIn(LIMITS.page.min),
  '?limit': integerIn(LIMITS.feed.min, LIMITS.feed.max),
  '?read': boolean,
  '?seen': boolean,
});

/** Query of the unseen count. */
export const unseenCountQuery = /* @__PURE__ */ record({ '?seen': boolean });
