import { expect } from '@open-wc/testing';
import { dateOf, formatDateTime } from '../../../src/elements/shared/activity-format.js';
import { activityDetailStrings as activityStrings } from '../../../src/i18n/activity-detail-strings.js';

describe('activity dates', () => {
  it('reads a time outside what a Date holds as no date', () => {
    for (const value of [1e16, -1e16, 8.64e15 + 1, '+275760-09-13T00:00:00.001Z', Number.MAX_VALUE]) {
      expect(dateOf(value), String(value)).to.equal(undefined);
      expect(formatDateTime(value, 'en'), String(value)).to.equal('');
    }
    expect(dateOf(8.64e15)?.toISOString()).to.equal('+275760-09-13T00:00:00.000Z');
    expect(dateOf('2026-01-02T03:04:05.000Z')?.getTime()).to.equal(Date.UTC(2026, 0, 2, 3, 4, 5));
  });
});

describe('activity strings of enum values', () => {
  // String() keeps a wrong answer (a function, a prototype) printable in the failure message.
  it('show a value that names an object built-in as itself', () => {
    for (const name of ['valueOf', '__proto__', 'toString', 'constructor']) {
      expect(String(activityStrings.activitySeverityLevel(name))).to.equal(name);
      expect(String(activityStrings.activityChannel(name))).to.equal(name);
      expect(String(activityStrings.activityOutcome(name))).to.equal(name);
      expect(String(activityStrings.activityDetailStatus(name))).to.equal(name);
      expect(String(activityStrings.activityOrdinal(name))).to.equal(name);
      expect(String(activityStrings.activityOrdinalUnit(name))).to.equal(name);
    }
    expect(activityStrings.activitySeverityLevel('high')).to.equal('High');
  });
});
