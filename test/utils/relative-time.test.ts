import { expect } from '@open-wc/testing';
import { relativeTime } from '../../src/utils/relative-time.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(ms: number): Date {
  return new Date(NOW.getTime() - ms);
}

describe('relativeTime', () => {
  it('reads a few seconds either way as "now"', () => {
    expect(relativeTime(NOW, NOW, 'en')).to.equal('now');
    expect(relativeTime(ago(4 * SECOND), NOW, 'en')).to.equal('now');
    expect(relativeTime(ago(-4 * SECOND), NOW, 'en')).to.equal('now');
  });

  it('picks seconds, minutes, hours, days, weeks, months and years', () => {
    expect(relativeTime(ago(30 * SECOND), NOW, 'en')).to.equal('30 seconds ago');
    expect(relativeTime(ago(5 * MINUTE), NOW, 'en')).to.equal('5 minutes ago');
    expect(relativeTime(ago(3 * HOUR), NOW, 'en')).to.equal('3 hours ago');
    expect(relativeTime(ago(2 * DAY), NOW, 'en')).to.equal('2 days ago');
    expect(relativeTime(ago(15 * DAY), NOW, 'en')).to.equal('2 weeks ago');
    expect(relativeTime(ago(70 * DAY), NOW, 'en')).to.equal('2 months ago');
    expect(relativeTime(ago(800 * DAY), NOW, 'en')).to.equal('2 years ago');
  });

  it('uses the words of the locale for one unit', () => {
    expect(relativeTime(ago(DAY), NOW, 'en')).to.equal('yesterday');
    expect(relativeTime(ago(7 * DAY), NOW, 'en')).to.equal('last week');
    expect(relativeTime(ago(31 * DAY), NOW, 'en')).to.equal('last month');
    expect(relativeTime(ago(365 * DAY), NOW, 'en')).to.equal('last year');
    expect(relativeTime(ago(-DAY), NOW, 'en')).to.equal('tomorrow');
  });

  it('rounds across unit boundaries instead of printing 60 minutes or 24 hours', () => {
    expect(relativeTime(ago(59 * SECOND + 600), NOW, 'en')).to.equal('1 minute ago');
    expect(relativeTime(ago(59 * MINUTE + 40 * SECOND), NOW, 'en')).to.equal('1 hour ago');
    expect(relativeTime(ago(23 * HOUR + 50 * MINUTE), NOW, 'en')).to.equal('yesterday');
    expect(relativeTime(ago(6 * DAY + 20 * HOUR), NOW, 'en')).to.equal('last week');
    expect(relativeTime(ago(27 * DAY), NOW, 'en')).to.equal('4 weeks ago');
    expect(relativeTime(ago(363 * DAY), NOW, 'en')).to.equal('last year');
  });

  it('handles the future', () => {
    expect(relativeTime(ago(-2 * HOUR), NOW, 'en')).to.equal('in 2 hours');
    expect(relativeTime(ago(-3 * 7 * DAY), NOW, 'en')).to.equal('in 3 weeks');
  });

  it('accepts timestamps as numbers', () => {
    expect(relativeTime(NOW.getTime() - 5 * MINUTE, NOW.getTime(), 'en')).to.equal('5 minutes ago');
  });

  it('formats in the given locale', () => {
    expect(relativeTime(ago(DAY), NOW, 'de')).to.equal('gestern');
    expect(relativeTime(ago(3 * HOUR), NOW, 'fr')).to.equal('il y a 3 heures');
    expect(relativeTime(ago(2 * DAY), NOW, 'es')).to.equal('anteayer');
  });

  it('falls back to the default locale for a locale Intl rejects, without throwing', () => {
    const expected = relativeTime(ago(5 * MINUTE), NOW);
    expect(relativeTime(ago(5 * MINUTE), NOW, 'not a locale!')).to.equal(expected);
    expect(relativeTime(ago(5 * MINUTE), NOW, '')).to.equal(expected);
  });

  it('is empty for an invalid date', () => {
    expect(relativeTime(new Date('nope'), NOW, 'en')).to.equal('');
    expect(relativeTime(Number.NaN, NOW, 'en')).to.equal('');
  });
});
