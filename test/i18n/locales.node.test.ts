/**
 * The built-in translations: which module serves a locale, which locales read right to left, and that every module
 * translates every string of every element, in the shape the elements call it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from '../../src/i18n/en.js';
import { BUILT_IN_LOCALES, isRightToLeft, packFor } from '../../src/i18n/locales.js';
import { loadPack } from '../../src/i18n/locales/packs.js';
import type { NotifStrings } from '../../src/i18n/strings.js';

/**
 * Strings a language writes as English does ("Workflow" in German, "Notifications" in French). Any other string equal
 * to its English one is an untranslated string, and fails.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: [
    'activityTemplates',
    'activityColumnWorkflow',
    'activityColumnStatus',
    'activityTags',
    'activityJobStatus',
  ],
  fr: [
    'inboxTitle',
    'messageUntitled',
    'activityTemplates',
    'activityPage',
    'activityColumnWorkflow',
    'activityJobType',
    'activitySourceLabel',
  ],
  it: ['activityColumnWorkflow', 'activityProvider'],
  'pt-BR': ['activityColumnStatus', 'activityTags', 'activityJobStatus'],
};

/** Strings that only put other strings together ("<title>, <state>"): a language may write them as English does. */
const FORMATS = new Set(['messageLabel', 'activityFieldProblem', 'activityValueProblem']);

/** Arguments of each function string, as the elements pass them (counts come with their formatted form). */
const SAMPLE_ARGUMENTS: Partial<Record<keyof NotifStrings, unknown[][]>> = {
  bellLabel: [
    [0, '0'],
    [1, '1'],
    [3, '3'],
    [120, '120'],
  ],
  tabUnreadLabel: [
    [1, '1'],
    [2, '2'],
    [3, '3'],
    [11, '11'],
    [100, '100'],
  ],
  unreadCount: [
    [0, '0'],
    [1, '1'],
    [5, '5'],
  ],
  arrived: [[1, 'Grace mentioned you'], [1], [3]],
  newPill: [
    [1, '1'],
    [2, '2'],
    [12, '12'],
  ],
  toastsMore: [
    [1, '1'],
    [4, '4'],
  ],
  groupLabel: [
    [4, '4', 'Grace mentioned you', 3, '3', 'Grace Hopper and 2 others'],
    [2, '2', 'Grace mentioned you', 1, '1', 'Grace Hopper'],
    [11, '11', 'Invoice INV-1 is due', 0, '0', ''],
    [11, '11', 'Invoice INV-1 is due', 0, '0'],
  ],
  groupPeople: [
    ['Grace Hopper', 0, '0'],
    ['Grace Hopper', 1, '1'],
    ['Grace Hopper', 2, '2'],
  ],
  groupMore: [
    [1, '1'],
    [3, '3'],
  ],
  selectMessage: [['Grace mentioned you']],
  selectGroup: [['4 notifications from Grace Hopper and 2 others, Grace mentioned you, 3 unread']],
  selectedCount: [
    [1, '1'],
    [3, '3'],
  ],
  markedRead: [
    [1, '1'],
    [3, '3'],
  ],
  markedUnread: [
    [1, '1'],
    [3, '3'],
  ],
  messageLabel: [['Grace mentioned you', 'Unread']],
  pushBadProvider: [['webpush'], [undefined]],
  pushBadVapidKey: [['is not set']],
  pushNoIntegration: [
    ['fcm', 'main'],
    ['fcm', undefined],
  ],
  pushUnknownSubscriber: [['subscriber-x']],
  pushRefused: [[401]],
  activityFieldProblem: [['After', 'is not a complete date and time']],
  activityValueProblem: [['Channels', 'fax', 'is not a channel']],
  activityInvalid: [[1], [2], [12]],
  activityPageStatus: [['2', '21', '40']],
  activityPageEmpty: [['3']],
  activityOutcome: [['completed'], ['failed'], ['something-new']],
  activityChannel: [['in_app'], ['http_request'], ['fax']],
  activitySeverityLevel: [['high'], ['none'], ['extreme']],
  activityDetailTitle: [['comment-mention']],
  activityDetailStatus: [['Success'], ['ReadConfirmation'], ['Other']],
  activitySource: [['Credentials'], ['Webhook'], ['Other']],
  activityJobs: [[0], [1], [2], [5], [11]],
  activityStep: [[1, 'In-app']],
  activityTimeline: [['Step 1: In-app']],
  activityDigestWindow: [['1 hour']],
  activityDigestBackoff: [['5 minutes'], [undefined]],
  activityDigestKey: [['payload.threadId']],
  activityTimedWeekly: [
    ['Monday and Wednesday', '09:00'],
    ['Monday', undefined],
  ],
  activityTimedMonthDays: [
    ['1 and 15', '09:00'],
    ['1', undefined],
  ],
  activityTimedOrdinal: [
    ['first', 'weekday', '09:00'],
    ['last', 'day', undefined],
  ],
  activityTimedDaily: [['09:00']],
  activityOrdinal: [['1'], ['last'], ['7']],
  activityOrdinalUnit: [['day'], ['weekend'], ['fortnight']],
  activityCron: [['0 9 * * 1']],
  activityDigestUntil: [['Nov 25, 2026, 09:00']],
  activityDigestEvents: [
    [1, '1'],
    [2, '2'],
    [4, '4'],
    [30, '30'],
  ],
  activityDelayFor: [['5 minutes']],
  activityDelayUntilPath: [['payload.sendAt']],
  activityScheduleExtensions: [
    [1, '1'],
    [2, '2'],
    [3, '3'],
    [14, '14'],
  ],
};

describe('built-in translations', () => {
  it('serves a locale by its own module, else its language’s; English and unknown locales by none', () => {
    const cases: [string | undefined, string | undefined][] = [
      ['de', 'de'],
      ['de-AT', 'de'],
      ['de-CH', 'de'],
      ['fr-CA', 'fr'],
      ['es-MX', 'es'],
      ['it', 'it'],
      ['ja-JP', 'ja'],
      ['pt-BR', 'pt-BR'],
      ['pt-br', 'pt-BR'],
      ['pt', 'pt-BR'],
      ['pt-PT', 'pt-BR'],
      ['zh-CN', 'zh-CN'],
      ['zh', 'zh-CN'],
      ['zh-TW', 'zh-CN'],
      ['ar', 'ar'],
      ['ar-EG', 'ar'],
      ['he', 'he'],
      ['he-IL', 'he'],
      ['en', undefined],
      ['en-US', undefined],
      ['ko', undefined],
      ['xx-YY', undefined],
      ['not a locale!', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [locale, pack] of cases) assert.equal(packFor(locale), pack, `locale ${locale}`);
  });

  it('knows which languages read right to left', () => {
    for (const locale of ['ar', 'ar-EG', 'he', 'he-IL', 'fa', 'ur'])
      assert.equal(isRightToLeft(locale), true, locale);
    for (const locale of ['en', 'de', 'ja', 'zh-CN', 'not a locale!', undefined])
      assert.equal(isRightToLeft(locale), false, String(locale));
  });

  for (const name of BUILT_IN_LOCALES) {
    it(`${name}: translates every string of every element, in the same shape as English`, async () => {
      const strings = (await loadPack(name)) as Record<string, unknown>;
      const english = en as Record<string, unknown>;
      assert.deepEqual(
        Object.keys(strings).sort(),
        Object.keys(english).sort(),
        'the same strings as English',
      );
      const sameAsEnglish: string[] = [];
      for (const [key, value] of Object.entries(english)) {
        const translated = strings[key];
        assert.equal(typeof translated, typeof value, `${key} is a ${typeof value}`);
        if (typeof value === 'string') {
          assert.ok((translated as string).trim() !== '', `${key} is empty`);
          if (translated === value) sameAsEnglish.push(key);
          continue;
        }
        const samples = SAMPLE_ARGUMENTS[key as keyof NotifStrings];
        assert.ok(samples, `${key} has sample arguments in this test`);
        let allAsEnglish = true;
        for (const args of samples) {
          const text = (translated as (...args: unknown[]) => unknown)(...args);
          assert.equal(typeof text, 'string', `${key}(${args.join(', ')})`);
          assert.ok((text as string).trim() !== '', `${key}(${args.join(', ')}) is empty`);
          assert.doesNotMatch(
            text as string,
            /undefined|NaN|\[object/,
            `${key}(${args.join(', ')}): ${text}`,
          );
          if (text !== (value as (...args: unknown[]) => unknown)(...args)) allAsEnglish = false;
        }
        if (allAsEnglish && !FORMATS.has(key)) sameAsEnglish.push(key);
      }
      assert.deepEqual(sameAsEnglish.sort(), (SAME_AS_ENGLISH[name] ?? []).sort(), 'strings left in English');
    });
  }

  it('asks a signed-out person to sign in, in plain words: no attribute names in the push register of any language', async () => {
    const developerWords = /subscriber-id|base-url|subscriber|attribut/i;
    const packs = [['en', en], ...(await Promise.all(BUILT_IN_LOCALES.map(async (name) => [name, await loadPack(name)])))];
    const leaks = packs
      .map(([name, strings]) => [name, (strings as NotifStrings).pushNotConfigured] as const)
      .filter(([, text]) => developerWords.test(text))
      .map(([name, text]) => `${name as string}: ${text}`);
    assert.deepEqual(leaks, []);
    assert.equal(en.pushNotConfigured, 'Sign in to turn on notifications.');
  });

  it('names a group by its people and its subject in every language, and by its subject alone when nobody sent it', async () => {
    for (const [name, strings] of [
      ['en', en],
      ...(await Promise.all(BUILT_IN_LOCALES.map(async (name) => [name, await loadPack(name)] as const))),
    ] as const) {
      const people = strings.groupPeople('Grace Hopper', 2, '2');
      assert.match(people, /Grace Hopper/, `${name}: ${people}`);
      assert.match(people, /2/, `${name}: the others counted: ${people}`);
      assert.equal(strings.groupPeople('Grace Hopper', 0, '0'), 'Grace Hopper', `${name}: one person is named alone`);
      const named = strings.groupLabel(3, '3', 'Grace mentioned you', 1, '1', people);
      assert.ok(named.includes(people) && named.includes('Grace mentioned you'), `${name}: ${named}`);
      const nobody = strings.groupLabel(3, '3', 'Welcome, Ada!', 1, '1', '');
      assert.ok(nobody.includes('Welcome, Ada!'), `${name}: ${nobody}`);
      assert.equal(strings.groupLabel(3, '3', 'Welcome, Ada!', 1, '1'), nobody, `${name}: no people, no words for them`);
    }
  });

  it('de: addresses the reader one way, as "Sie", in every string', async () => {
    const strings = (await loadPack('de')) as Record<string, unknown>;
    const informal = /\b(du|dich|dir|dein\w*|Setze|Drücke|Erlaube|Prüfe|Verwende|Trenne|Warte|Lege|gib)\b/;
    const texts = Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[key, value]]
        : (SAMPLE_ARGUMENTS[key as keyof NotifStrings] ?? [['x', 'x', 'x']]).map((args) => [
            key,
            String((value as (...args: unknown[]) => unknown)(...args)),
          ]),
    );
    const informalOnes = texts.filter(([, text]) => informal.test(text!)).map(([key, text]) => `${key}: ${text}`);
    assert.deepEqual(informalOnes, []);
    assert.match(strings.offline as string, /\bSie\b/);
  });
});
