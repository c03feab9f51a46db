import { expect } from '@open-wc/testing';
import { BUILT_IN_LOCALES } from '../../src/i18n/locales.js';
import { fullDate, shortTime } from '../../src/utils/message-time.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('shortTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);

  it('says "now" under a minute, then whole minutes, hours and days, rounded down', () => {
    expect(shortTime(before(0), now, 'en')).to.equal('now');
    expect(shortTime(before(59 * SECOND), now, 'en')).to.equal('now');
    expect(shortTime(before(MINUTE), now, 'en')).to.equal('1m');
    expect(shortTime(before(7 * MINUTE + 50 * SECOND), now, 'en')).to.equal('7m');
    expect(shortTime(before(59 * MINUTE + 59 * SECOND), now, 'en')).to.equal('59m');
    expect(shortTime(before(2 * HOUR), now, 'en')).to.equal('2h');
    expect(shortTime(before(23 * HOUR + 59 * MINUTE), now, 'en')).to.equal('23h');
    expect(shortTime(before(3 * DAY + 5 * HOUR), now, 'en')).to.equal('3d');
    expect(shortTime(before(6 * DAY + 23 * HOUR), now, 'en')).to.equal('6d');
  });

  it('shows the date past a week, with the year when it is another year', () => {
    expect(shortTime(before(7 * DAY), now, 'en')).to.equal('Nov 18');
    expect(shortTime(new Date('2025-12-30T12:00:00Z'), now, 'en')).to.equal('Dec 30, 2025');
  });

  it('writes Japanese times in Japanese beside 「今」, not in Latin letters', () => {
    const times = [0, 39 * MINUTE, 2 * HOUR, 3 * DAY].map((ago) => shortTime(before(ago), now, 'ja'));
    expect(times[0]).to.equal('今');
    for (const time of times.slice(1))
      expect(time, time)
        .to.match(/[分時日]/)
        .and.not.match(/[a-z]/i);
  });

  it('writes German times in one form, the short units of Intl’s German ("9 Min.", "1 Std.", "3 Tg.")', () => {
    const short = (unit: string, n: number) =>
      new Intl.NumberFormat('de', { style: 'unit', unit, unitDisplay: 'short' }).format(n);
    expect(shortTime(before(9 * MINUTE), now, 'de')).to.equal(short('minute', 9));
    expect(shortTime(before(HOUR), now, 'de')).to.equal(short('hour', 1));
    expect(shortTime(before(3 * DAY), now, 'de-AT')).to.equal(short('day', 3));
    expect(shortTime(before(HOUR), now, 'de')).not.to.equal('1h');
  });

  it('writes minutes, hours and days in one form in every built-in locale: abbreviations, the days too', () => {
    const ago = [9 * MINUTE, HOUR, 3 * DAY];
    for (const locale of ['en', ...BUILT_IN_LOCALES]) {
      const units = ago.map((time) => shortTime(before(time), now, locale));
      for (const unit of units)
        expect(unit.replace(/[\d\s.,׳]/g, ''), `${locale}: ${units.join(', ')}`).to.have.length.within(1, 3);
    }
    expect(shortTime(before(3 * DAY), now, 'pt-BR')).to.equal('3 d');
    expect(shortTime(before(HOUR), now, 'pt-BR')).to.equal('1 h');
  });

  it('writes each unit as the locale does', () => {
    expect(shortTime(before(0), now, 'de')).to.equal('jetzt');
    expect(shortTime(before(0), now, 'fr')).to.equal('maintenant');
    expect(shortTime(before(7 * MINUTE), now, 'es')).to.equal(
      new Intl.NumberFormat('es', { style: 'unit', unit: 'minute', unitDisplay: 'narrow' }).format(7),
    );
    expect(shortTime(before(8 * DAY), now, 'de')).to.equal('17. Nov.');
  });

  it('never throws: an invalid date is empty, a locale Intl rejects writes as the default does', () => {
    expect(shortTime(new Date('nope'), now, 'en')).to.equal('');
    expect(shortTime(before(2 * HOUR), now, 'not a locale!')).to.equal(shortTime(before(2 * HOUR), now));
  });
});

describe('fullDate', () => {
  it('gives the weekday, date and time in the locale', () => {
    const text = fullDate(NOW, 'en-US');
    expect(text).to.match(/Sunday, November 22, 2026/);
    expect(text).to.match(/\d{1,2}:\d{2}/);
  });

  it('is empty for an invalid date and never throws on a bad locale', () => {
    expect(fullDate(new Date('nope'), 'en')).to.equal('');
    expect(fullDate(NOW, '!!')).to.equal(fullDate(NOW));
  });
});
