/**
 * Every built-in string in Hebrew (`locale="he"`), fetched when an element's locale is Hebrew; the elements then
 * read from right to left.
 */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

const rules = new Intl.PluralRules('he');
/** The form of a counted phrase for `n`, by plural category; `other` stands for any category left out. */
const count = (n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  forms[rules.select(n)] ?? forms.other;

const OUTCOMES: Record<string, string> = {
  completed: 'הושלם',
  failed: 'נכשל',
  pending: 'ממתין',
  warning: 'אזהרה',
  unknown: 'לא ידוע',
};
const CHANNELS: Record<string, string> = {
  in_app: 'באפליקציה',
  email: 'דוא״ל',
  sms: 'SMS',
  chat: 'צ׳אט',
  push: 'פוש',
  digest: 'תקציר',
  trigger: 'טריגר',
  delay: 'השהיה',
  throttle: 'הגבלת קצב',
  custom: 'מותאם אישית',
  http_request: 'בקשת HTTP',
};
const SEVERITIES: Record<string, string> = { high: 'גבוהה', medium: 'בינונית', low: 'נמוכה', none: 'ללא' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: 'הצלחה',
  Warning: 'אזהרה',
  Failed: 'נכשל',
  Pending: 'ממתין',
  Queued: 'בתור',
  ReadConfirmation: 'אישור קריאה',
};
const SOURCES: Record<string, string> = {
  Credentials: 'פרטי גישה',
  Internal: 'פנימי',
  Payload: 'נתונים',
  Webhook: 'Webhook',
};
/** Adjectives after the noun, with its article: "ביום העבודה הראשון". */
const ORDINALS: Record<string, string> = {
  1: 'הראשון',
  2: 'השני',
  3: 'השלישי',
  4: 'הרביעי',
  5: 'החמישי',
  last: 'האחרון',
};
const ORDINAL_UNITS: Record<string, string> = { day: 'יום', weekday: 'יום העבודה', weekend: 'יום סוף השבוע' };

export const strings: NotifStrings = {
  retry: 'ניסיון חוזר',

  bellLabel: (n, formatted) => (n === 0 ? 'התראות' : `התראות, ${formatted} שלא נצפו`),
  inboxTitle: 'התראות',
  tabAll: 'הכול',
  tabUnread: 'לא נקראו',
  tabUnreadLabel: (n, formatted) =>
    `לא נקראו, ${count(n, { one: 'התראה אחת', two: 'שתי התראות', other: `${formatted} התראות` })}`,
  tabsLabel: 'סינון התראות',
  markAllRead: 'סימון הכול כנקרא',
  empty: 'אין התראות',
  emptyUnread: 'אין התראות שלא נקראו',
  emptyHint: 'התראות חדשות יופיעו כאן.',
  error: 'לא ניתן היה לטעון את ההתראות.',
  errorUnknownSubscriber: 'המנוי של תיבת ההתראות הזו לא נמצא.',
  errorOffline: "אין חיבור לרשת. ההתראות ייטענו כשהחיבור יחזור.",
  errorUnreachable: "לא ניתן להתחבר לשירות ההתראות.",
  errorForbidden: "לתיבת ההתראות הזו אין הרשאה לקרוא את ההתראות האלה.",
  errorServer: "אירעה תקלה בשירות ההתראות. נסו שוב בעוד רגע.",
  close: "סגירה",
  offline: 'אין חיבור לרשת. השינויים יישלחו כשהחיבור יחזור.',
  loading: 'ההתראות נטענות',
  loadingMore: 'התראות נוספות נטענות',
  markFailed: 'לא ניתן היה לשמור שינוי, והוא בוטל.',
  dismiss: 'סגירה',
  unreadCount: (n, formatted) => (n === 0 ? 'הכול נקרא' : `${formatted} שלא נקראו`),
  arrived: (n, subject) =>
    n !== 1 ? `${n} התראות חדשות` : subject ? `התראה חדשה אחת: ${subject}` : 'התראה חדשה אחת',
  newPill: (n, formatted) => (n === 1 ? 'חדשה אחת' : `${formatted} חדשות`),
  notConfigured: 'יש להגדיר subscriber-id (ו-base-url) כדי להציג התראות.',
  markRead: 'סימון כנקראה',
  markUnread: 'סימון כלא נקראה',
  unread: 'לא נקראה',
  read: 'נקראה',
  unseen: 'חדשה',
  messageLabel: (title, state) => `${title}, ${state}`,
  messageUntitled: 'התראה',
  statusError: 'המסירה נכשלה',
  statusWarning: 'נמסרה עם אזהרה',
  actionDone: 'בוצע',
  groupLabel: (n, formatted, name, unread, unreadFormatted, people) =>
    `${count(n, { one: 'התראה אחת', other: `${formatted} התראות` })}${people ? ` מאת ${people}` : ''}, ${name}${unread > 0 ? `, ${unreadFormatted} שלא נקראו` : ''}`,
  groupPeople: (person, others, formatted) => (others > 0 ? `${person} ועוד ${formatted}` : person),
  groupMore: (_n, formatted) => `ועוד ${formatted}`,
  selectMessage: (title) => `בחירת ${title}`,
  selectGroup: (label) => `בחירת ${label}`,
  selectAll: 'בחירת הכול',
  selectionLabel: 'התראות שנבחרו',
  selectedCount: (_n, formatted) => `${formatted} נבחרו`,
  markSelectedRead: 'סימון כנקראו',
  markSelectedUnread: 'סימון כלא נקראו',
  clearSelection: 'ניקוי הבחירה',
  selectionCleared: 'הבחירה נוקתה',
  markedRead: (_n, formatted) => `${formatted} סומנו כנקראו`,
  markedUnread: (_n, formatted) => `${formatted} סומנו כלא נקראו`,

  pushEnable: 'הפעלת התראות',
  pushAsking: 'ממתין לאישורך…',
  pushRegistering: 'ההתראות מופעלות…',
  pushRegistered: 'ההתראות פועלות',
  pushDenied: 'ההתראות חסומות. יש לאפשר אותן לאתר הזה בהגדרות הדפדפן ולטעון את הדף מחדש.',
  pushUnsupported: 'הדפדפן הזה לא יכול לקבל כאן התראות פוש.',
  pushInsecure: 'התראות פוש דורשות דף מאובטח (https).',
  pushError: 'לא ניתן היה להפעיל את ההתראות.',
  pushUnavailable: 'התראות לא זמינות',
  pushBlocked: 'ההתראות חסומות',
  pushDismissed: 'ההתראות לא הופעלו. אפשר ללחוץ על הכפתור כדי לקבל את הבקשה שוב.',
  pushRegisteredHint: 'הדפדפן הזה יציג התראות מהאתר הזה.',
  pushNotConfigured: 'יש להתחבר כדי להפעיל התראות.',
  pushUnreachable: 'אין גישה לשירות ההתראות. יש לבדוק את החיבור ולנסות שוב.',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" אינו ספק שהשירות מכיר.` : 'provider-id לא הוגדר.'} ` +
    'יש להשתמש בספק פוש (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams או appio); כל 20 הספקים ' +
    'מופיעים ב-SUBSCRIBER_CHANNEL_PROVIDERS של notif-elements/client.',
  pushBadVapidKey: (problem) =>
    `vapid-public-key: ${problem}. יש להגדיר אותו למפתח ה-VAPID הציבורי של שרת הפוש ` +
    '("npx web-push generate-vapid-keys" יוצר זוג מפתחות), או לתת לרכיב tokenProvider.',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `לשירות אין אינטגרציית ${providerId} פעילה עם המזהה "${integrationIdentifier}". ` +
        'יש להפעיל אותה או לתקן את integration-identifier ולנסות שוב.'
      : `לשירות אין אינטגרציית ${providerId} פעילה בסביבה הזו. יש ליצור או להפעיל אחת ולנסות שוב.`,
  pushUnknownSubscriber: (subscriberId) =>
    `לשירות אין מנוי "${subscriberId}". יש ליצור אותו או לתקן את subscriber-id ולנסות שוב.`,
  pushRefused: (status) =>
    `השירות דחה את הבקשה (${status}). יש לבדוק את api-key או token, או את ההתחברות של ה-proxy.`,

  activityFilters: 'מסננים',
  activityChannels: 'ערוצים',
  activitySeverity: 'חומרה',
  activityTemplates: 'תהליכים',
  activityEmails: 'כתובות הדוא״ל של המנויים',
  activitySubscriberIds: 'מזהי מנויים',
  activityTransactionId: 'מזהה עסקה',
  activityTopicKey: 'מפתח נושא',
  activitySubscriptionId: 'מזהה מינוי',
  activityContextKeys: 'מפתחות הקשר',
  activityAfter: 'אחרי',
  activityBefore: 'לפני',
  activityPageSize: 'אירועים בכל עמוד',
  activityPage: 'עמוד',
  activityPickSeveral: 'אפשר לבחור כמה שרוצים; בלי בחירה – הכול.',
  activityListHint: 'יש להפריד בין כמה ערכים בפסיקים.',
  activityTemplatesHint: 'מזהים של תהליכים. יש להפריד בין כמה ערכים בפסיקים.',
  activityContextKeysHint: 'כל אחד בצורה type:id, למשל tenant:acme. יש להפריד בין כמה ערכים בפסיקים.',
  activityDateHint: 'לפי אזור הזמן שלך.',
  activityApply: 'החלת מסננים',
  activityClear: 'ניקוי מסננים',
  activityFieldProblem: (label, problem) => `${label}: ${problem}`,
  activityValueProblem: (label, value, problem) => `${label}: "${value}" ${problem}`,
  activityIncompleteDate: 'אינו תאריך ושעה מלאים',
  activityInvalid: (n) =>
    n === 1 ? 'יש לתקן מסנן אחד; הבעיה מוצגת מתחתיו.' : `יש לתקן ${n} מסננים; כל בעיה מוצגת מתחת לשדה שלה.`,
  activityRejected: 'השירות דחה את המסננים האלה; השדות הרלוונטיים מסומנים.',
  activityTableCaption: 'אירועי התראות, מהחדש לישן. לחיצה על Enter בשורה פותחת את הפרטים שלה.',
  activityColumnCreated: 'נוצר',
  activityColumnWorkflow: 'תהליך',
  activityColumnSubscriber: 'מנוי',
  activityColumnChannels: 'ערוצים',
  activityColumnSeverity: 'חומרה',
  activityColumnStatus: 'סטטוס',
  activityPager: 'עמודי אירועים',
  activityPrevious: 'הקודם',
  activityNext: 'הבא',
  activityPageStatus: (page, first, last) => `עמוד ${page}, אירועים ${first} עד ${last}`,
  activityPageEmpty: (page) => `עמוד ${page}, אין אירועים`,
  activityLoading: 'האירועים נטענים…',
  activityEmpty: 'אין אירועים שתואמים למסננים האלה.',
  activityEmptyAll: 'אין עדיין אירועים.',
  activityError: 'לא ניתן היה לטעון את האירועים.',
  activityNoCredentials:
    'יש להגדיר api-key או token כדי להציג את יומן הפעילות. הוא מציג כל אירוע בסביבה, ולכן מיועד לדפים מהימנים בלבד.',
  activityUnknownWorkflow: 'תהליך לא ידוע',
  activityUnknownSubscriber: 'מנוי לא ידוע',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `אירוע: ${workflow}`,
  activityClose: 'סגירה',
  activityLoadingEvent: 'האירוע נטען…',
  activityEventError: 'לא ניתן היה לטעון את האירוע.',

  activityNone: 'אין',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'מזהה אירוע',
  activityCritical: 'קריטי',
  activityTopics: 'נושאים',
  activityTags: 'תגיות',
  activityPayload: 'נתונים',
  activityJobs: (n) => count(n, { one: 'משימה אחת', two: 'שתי משימות', other: `${n} משימות` }),
  activityNoJobs: 'לאירוע הזה אין משימות.',
  activityStep: (position, name) => `שלב ${position}: ${name}`,
  activityJobType: 'סוג',
  activityJobStatus: 'סטטוס',
  activityProvider: 'ספק',
  activityUpdated: 'עודכן',
  activityNoDetails: 'אין עדיין פרטי ביצוע.',
  activityTimeline: (step) => `פרטי הביצוע של ${step}`,
  activitySourceLabel: 'מקור',
  activityRetryFlag: 'ניסיון חוזר',
  activityTestFlag: 'הרצת ניסיון',
  activityRaw: 'פלט גולמי',
  activityRawText: 'פלט גולמי (טקסט)',
  activityDigestWindow: (duration) => `אוסף אירועים במשך ${duration}, ואז שולח אותם יחד.`,
  activityDigestCollects: 'אוסף אירועים, ואז שולח אותם יחד.',
  activityDigestBackoff: (duration) =>
    duration
      ? `השהיה: מקבץ רק אם הגיע אירוע אחר ב-${duration} האחרונים; אחרת שולח מיד.`
      : 'השהיה: מקבץ רק אם הגיע אירוע אחר זמן קצר לפני כן; אחרת שולח מיד.',
  activityDigestKey: (key) => `מקבץ אירועים לפי "${key}".`,
  activityDigestUpdateMode: 'מצב עדכון: אירועים מאוחרים יותר מעדכנים את התקציר הממתין.',
  activityTimedWeekly: (days, time) => (time ? `שולח בכל ${days} בשעה ${time}.` : `שולח בכל ${days}.`),
  activityTimedMonthDays: (days, time) => `שולח ביום ${days} בכל חודש${time ? ` בשעה ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `שולח ב${what} ${ordinal} בכל חודש${time ? ` בשעה ${time}` : ''}.`,
  activityTimedDaily: (time) => `שולח בכל יום בשעה ${time}.`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `תזמון cron: ${expression}.`,
  activityDigestUntil: (date) => `אוסף עד ${date}.`,
  activityDigestEvents: (n, formatted) =>
    count(n, { one: 'נאסף אירוע אחד.', two: 'נאספו שני אירועים.', other: `נאספו ${formatted} אירועים.` }),
  activityDelayFor: (duration) => `ממתין ${duration} לפני השלב הבא.`,
  activityDelayUntilPath: (path) => `ממתין עד התאריך שבנתונים בנתיב "${path}".`,
  activityScheduleExtensions: (n, formatted) =>
    count(n, {
      one: 'נדחה פעם אחת כדי להתאים ללוח הזמנים של המנוי.',
      two: 'נדחה פעמיים כדי להתאים ללוח הזמנים של המנוי.',
      other: `נדחה ${formatted} פעמים כדי להתאים ללוח הזמנים של המנוי.`,
    }),

  toastsLabel: 'התראות חדשות',
  toastDismiss: 'סגירת ההתראה',
  toastsMore: (_n, formatted) => `+${formatted} נוספות`,
  desktopEnable: 'הפעלת התראות בשולחן העבודה',
};
