// Schedule arithmetic of delay and digest steps.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clockTime, cronOf, nextTimedRun, span } from '../../src/workflow/schedule.js';

const at = (iso: string) => Date.parse(iso);

describe('workflow schedule', () => {
  it('measures spans in their unit, with a fallback amount and unit', () => {
    assert.equal(span(2, 'hours', 0, 'seconds'), 7_200_000);
    assert.equal(span(undefined, undefined, 10, 'minutes'), 600_000);
    assert.equal(span(1, 'months', 0, 'seconds'), 30 * 86_400_000);
  });

  it('reads a clock time, and falls back to 09:00 when it is missing or out of range', () => {
    assert.deepEqual(clockTime('7:05'), [7, 5]);
    assert.deepEqual(clockTime(undefined), [9, 0]);
    assert.deepEqual(clockTime('24:00'), [9, 0]);
    assert.deepEqual(clockTime('12:60'), [9, 0]);
  });

  it('fires a weekly schedule on the next listed week day, never at the same instant', () => {
    const monday9 = at('2025-06-16T09:00:00.000Z');
    assert.equal(nextTimedRun(at('2025-06-15T12:00:00.000Z'), { weekDays: ['monday'] }), monday9);
    assert.equal(nextTimedRun(monday9, { weekDays: ['monday'] }), at('2025-06-23T09:00:00.000Z'));
    assert.equal(nextTimedRun(monday9, { weekDays: ['sunday'] }), at('2025-06-22T09:00:00.000Z'));
  });

  it('fires a monthly schedule on the next listed day, and a daily one the next time of day', () => {
    const from = at('2025-06-15T12:00:00.000Z');
    assert.equal(nextTimedRun(from, { monthDays: [1, 15] }), at('2025-07-01T09:00:00.000Z'));
    assert.equal(nextTimedRun(from, { atTime: '18:15' }), at('2025-06-15T18:15:00.000Z'));
  });

  it('falls back to a day later when no listed day comes within two months', () => {
    const from = at('2025-02-01T12:00:00.000Z');
    assert.equal(nextTimedRun(from, { monthDays: [31], weekDays: [] }), at('2025-03-31T09:00:00.000Z'));
    assert.equal(
      nextTimedRun(at('2025-04-01T12:00:00.000Z'), { monthDays: [] as number[] }),
      at('2025-04-02T09:00:00.000Z'),
    );
  });

  it('writes cron expressions with week days (Sunday = 0) winning over month days', () => {
    assert.equal(cronOf({ atTime: '09:30', weekDays: ['sunday', 'saturday'] }), '30 9 * * 0,6');
    assert.equal(cronOf({ monthDays: [1, 15], weekDays: ['monday'] }), '0 9 * * 1');
    assert.equal(cronOf({ monthDays: [1, 15] }), '0 9 1,15 * *');
  });
});
