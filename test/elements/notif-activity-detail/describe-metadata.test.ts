import { expect } from '@open-wc/testing';
import {
  describeMetadata,
  formatDuration,
} from '../../../src/elements/notif-activity-detail/describe-metadata.js';
import { formatDateTime } from '../../../src/elements/shared/activity-format.js';
import { en } from '../../../src/i18n/en.js';

const digestJob = (digest: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'digest',
  step: { metadata: {} },
  digest,
  ...extra,
});

describe('activity metadata in words', () => {
  it('a regular digest: its window and key', () => {
    expect(
      describeMetadata(
        digestJob({ type: 'regular', amount: 10, unit: 'minutes', digestKey: 'projectId' }),
        en,
        'en',
      ),
    ).to.deep.equal([
      'Collects events for 10 minutes, then sends them as one.',
      'Groups events by “projectId”.',
    ]);
  });

  it('a backoff digest, in update mode, with its events', () => {
    expect(
      describeMetadata(
        digestJob({
          type: 'backoff',
          amount: 1,
          unit: 'hours',
          backoffAmount: 5,
          backoffUnit: 'minutes',
          updateMode: true,
          events: [{}, {}],
        }),
        en,
        'en',
      ),
    ).to.deep.equal([
      'Collects events for 1 hour, then sends them as one.',
      'Backoff: digests only when another event arrived in the last 5 minutes; otherwise sends at once.',
      'Update mode: later events update the digest that is waiting.',
      '2 events collected.',
    ]);
  });

  it('timed digests: week days, month days, an ordinal day, every day, cron and the next run', () => {
    const until = '2026-01-05T09:00:00.000Z';
    expect(
      describeMetadata(
        digestJob({
          type: 'timed',
          timed: {
            atTime: '09:00',
            weekDays: ['monday', 'friday'],
            cronExpression: '0 9 * * 1,5',
            untilDate: until,
          },
        }),
        en,
        'en',
      ),
    ).to.deep.equal([
      'Collects events, then sends them as one.',
      'Sends every Monday and Friday at 09:00.',
      'Cron schedule: 0 9 * * 1,5.',
      `Collecting until ${formatDateTime(until, 'en')}.`,
    ]);
    const timed = (config: Record<string, unknown>) =>
      describeMetadata(digestJob({ type: 'timed', timed: config }), en, 'en')[1];
    expect(timed({ monthDays: [1, 15], atTime: '18:30' })).to.equal(
      'Sends on day 1 and 15 of each month at 18:30.',
    );
    expect(timed({ ordinal: 'last', ordinalValue: 'weekday', monthlyType: 'on' })).to.equal(
      'Sends on the last weekday of each month.',
    );
    expect(timed({ ordinal: '2', ordinalValue: 'tuesday', atTime: '08:00' })).to.equal(
      'Sends on the second Tuesday of each month at 08:00.',
    );
    expect(timed({ atTime: '07:00' })).to.equal('Sends every day at 07:00.');
  });

  it('a digest job without its own digest record reads the step’s metadata', () => {
    const job = { type: 'digest', step: { metadata: { type: 'regular', amount: 2, unit: 'days' } } };
    expect(describeMetadata(job, en, 'en')).to.deep.equal([
      'Collects events for 2 days, then sends them as one.',
    ]);
  });

  it('delays: a fixed wait, or a date from the payload, and schedule extensions', () => {
    const delay = (metadata: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      describeMetadata({ type: 'delay', step: { metadata }, ...extra }, en, 'en');
    expect(delay({ type: 'regular', amount: 5, unit: 'minutes' })).to.deep.equal([
      'Waits 5 minutes before the next step.',
    ]);
    expect(delay({ type: 'scheduled', delayPath: 'sendAt' })).to.deep.equal([
      'Waits until the date in the payload at “sendAt”.',
    ]);
    expect(
      delay({ type: 'regular', amount: 1, unit: 'weeks' }, { scheduleExtensionsCount: 2 }),
    ).to.deep.equal([
      'Waits 1 week before the next step.',
      "Pushed back 2 times to fit the subscriber's schedule.",
    ]);
  });

  it('says nothing for other jobs, and skips wrong-typed fields instead of throwing', () => {
    expect(
      describeMetadata({ type: 'email', step: { metadata: { amount: 5, unit: 'minutes' } } }, en),
    ).to.deep.equal([]);
    expect(
      describeMetadata(
        { type: 'delay', step: { metadata: { type: 'regular', amount: 'five', unit: 3 } } },
        en,
      ),
    ).to.deep.equal([]);
    expect(
      describeMetadata(digestJob({ type: 'timed', timed: 'monday', digestKey: 7 }), en, 'en'),
    ).to.deep.equal(['Collects events, then sends them as one.']);
    expect(describeMetadata(null, en)).to.deep.equal([]);
  });

  it('formats amounts, units and week days for the locale', () => {
    expect(formatDuration(5, 'minutes', 'de')).to.equal('5 Minuten');
    expect(formatDuration(1, 'months', 'en')).to.equal('1 month');
    expect(formatDuration(3, 'fortnights', 'en')).to.equal('3 fortnights');
    expect(formatDuration(undefined, 'days', 'en')).to.equal(undefined);
    const job = digestJob({ type: 'timed', timed: { weekDays: ['monday'] } });
    expect(describeMetadata(job, en, 'de')[1]).to.equal('Sends every Montag.');
  });
});
