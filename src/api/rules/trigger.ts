/** What the local API's trigger extension accepts: `to` is a subscriberId or an object with one. */
import { idString, isString, nonEmptyString, notBlank, steps } from '../checks.js';
import { at, record } from '../shape-checks.js';
import { LIMITS } from '../limits.js';

/** Body of the trigger extension. */
export const triggerBody = /* @__PURE__ */ record({
  name: nonEmptyString,
  to: (value, path, problems, root) => {
    if (typeof value === 'string') return idString(value, path, problems, root);
    const subscriberId = (value as { subscriberId?: unknown } | null)?.subscriberId;
    if (typeof value === 'object' && subscriberId !== undefined) {
      idString(subscriberId, at(path, 'subscriberId'), problems, root);
    } else {
      problems.push({
        path: path ?? root,
        message: 'must be a subscriberId or an object with a subscriberId',
      });
    }
    return value;
  },
  '?payload': steps([(value) => typeof value === 'object' && value !== null, 'must be an object']),
  '?transactionId': steps(
    [isString, 'must be a string'],
    [notBlank, 'must not be empty'],
    [(value: string) => value.length <= LIMITS.id, `must be at most ${LIMITS.id} characters`],
  ),
});
