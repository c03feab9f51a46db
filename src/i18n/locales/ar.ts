/**
 * Every built-in string in Arabic (`locale="ar"`), fetched when an element's locale is Arabic; the elements then
 * read from right to left. Arabic has six plural forms, chosen by `Intl.PluralRules`.
 */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

const rules = new Intl.PluralRules('ar');
/** The form of a counted phrase for `n`, by plural category; `other` stands for any category left out. */
const count = (n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  forms[rules.select(n)] ?? forms.other;

/** "N notifications", in each plural form: zero and one and two say the number with the word itself. */
const notifications = (n: number, formatted: string) =>
  count(n, {
    zero: 'لا إشعارات',
    one: 'إشعار واحد',
    two: 'إشعاران',
    few: `${formatted} إشعارات`,
    many: `${formatted} إشعارًا`,
    other: `${formatted} إشعار`,
  });

const OUTCOMES: Record<string, string> = {
  completed: 'مكتمل',
  failed: 'فشل',
  pending: 'قيد الانتظار',
  warning: 'تحذير',
  unknown: 'غير معروف',
};
const CHANNELS: Record<string, string> = {
  in_app: 'داخل التطبيق',
  email: 'البريد الإلكتروني',
  sms: 'رسالة نصية',
  chat: 'دردشة',
  push: 'إشعار فوري',
  digest: 'ملخص',
  trigger: 'مشغّل',
  delay: 'تأخير',
  throttle: 'تقييد',
  custom: 'مخصص',
  http_request: 'طلب HTTP',
};
const SEVERITIES: Record<string, string> = { high: 'عالية', medium: 'متوسطة', low: 'منخفضة', none: 'بلا' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: 'نجاح',
  Warning: 'تحذير',
  Failed: 'فشل',
  Pending: 'قيد الانتظار',
  Queued: 'في قائمة الانتظار',
  ReadConfirmation: 'تأكيد القراءة',
};
const SOURCES: Record<string, string> = {
  Credentials: 'بيانات الاعتماد',
  Internal: 'داخلي',
  Payload: 'البيانات',
  Webhook: 'Webhook',
};
/** Ordinals that come before the noun ("أول يوم عمل"), so they need no agreement with it. */
const ORDINALS: Record<string, string> = {
  1: 'أول',
  2: 'ثاني',
  3: 'ثالث',
  4: 'رابع',
  5: 'خامس',
  last: 'آخر',
};
const ORDINAL_UNITS: Record<string, string> = { day: 'يوم', weekday: 'يوم عمل', weekend: 'يوم عطلة' };

export const strings: NotifStrings = {
  retry: 'إعادة المحاولة',

  bellLabel: (n, formatted) => (n === 0 ? 'الإشعارات' : `الإشعارات، ${formatted} غير مشاهدة`),
  inboxTitle: 'الإشعارات',
  tabAll: 'الكل',
  tabUnread: 'غير المقروءة',
  tabUnreadLabel: (n, formatted) => `غير المقروءة، ${notifications(n, formatted)}`,
  tabsLabel: 'تصفية الإشعارات',
  markAllRead: 'تعليم الكل كمقروء',
  empty: 'لا توجد إشعارات',
  emptyUnread: 'لا توجد إشعارات غير مقروءة',
  emptyHint: 'ستظهر الإشعارات الجديدة هنا.',
  error: 'تعذّر تحميل الإشعارات.',
  errorUnknownSubscriber: 'لم يُعثر على مشترك صندوق الوارد هذا.',
  errorOffline: "أنت غير متصل. ستُحمَّل الإشعارات عند عودتك إلى الاتصال.",
  errorUnreachable: "تعذّر الوصول إلى خدمة الإشعارات.",
  errorForbidden: "لا يُسمح لصندوق الوارد هذا بقراءة هذه الإشعارات.",
  errorServer: "حدثت مشكلة في خدمة الإشعارات. أعد المحاولة بعد قليل.",
  close: "إغلاق",
  offline: 'أنت غير متصل. ستُرسل التغييرات عند عودتك إلى الاتصال.',
  loading: 'جارٍ تحميل الإشعارات',
  loadingMore: 'جارٍ تحميل المزيد من الإشعارات',
  markFailed: 'تعذّر حفظ تغيير فتم التراجع عنه.',
  dismiss: 'إغلاق',
  unreadCount: (n, formatted) => (n === 0 ? 'تمت قراءة الكل' : `${formatted} غير مقروءة`),
  arrived: (n, subject) =>
    n !== 1 ? `إشعارات جديدة: ${n}` : subject ? `إشعار جديد واحد: ${subject}` : 'إشعار جديد واحد',
  newPill: (_n, formatted) => `جديدة: ${formatted}`,
  notConfigured: 'عيّن subscriber-id (و base-url) لعرض الإشعارات.',
  markRead: 'تعليم كمقروء',
  markUnread: 'تعليم كغير مقروء',
  unread: 'غير مقروء',
  read: 'مقروء',
  unseen: 'جديد',
  messageLabel: (title, state) => `${title}، ${state}`,
  messageUntitled: 'إشعار',
  statusError: 'فشل التسليم',
  statusWarning: 'سُلّم مع تحذير',
  actionDone: 'تم',
  groupLabel: (n, formatted, name, unread, unreadFormatted, people) =>
    `${notifications(n, formatted)}${people ? ` من ${people}` : ''}، ${name}${unread > 0 ? `، ${unreadFormatted} غير مقروءة` : ''}`,
  groupPeople: (person, others, formatted) => (others > 0 ? `${person} و${formatted} آخرين` : person),
  groupMore: (_n, formatted) => `و${formatted} أخرى`,
  selectMessage: (title) => `تحديد ${title}`,
  selectGroup: (label) => `تحديد ${label}`,
  selectAll: 'تحديد الكل',
  selectionLabel: 'الإشعارات المحددة',
  selectedCount: (_n, formatted) => `تم تحديد ${formatted}`,
  markSelectedRead: 'تعليم كمقروءة',
  markSelectedUnread: 'تعليم كغير مقروءة',
  clearSelection: 'مسح التحديد',
  selectionCleared: 'تم مسح التحديد',
  markedRead: (_n, formatted) => `تم تعليم ${formatted} كمقروءة`,
  markedUnread: (_n, formatted) => `تم تعليم ${formatted} كغير مقروءة`,

  pushEnable: 'تفعيل الإشعارات',
  pushAsking: 'في انتظار إذنك…',
  pushRegistering: 'جارٍ تفعيل الإشعارات…',
  pushRegistered: 'الإشعارات مفعّلة',
  pushDenied: 'الإشعارات محظورة. اسمح بها لهذا الموقع من إعدادات المتصفح، ثم أعد تحميل الصفحة.',
  pushUnsupported: 'لا يستطيع هذا المتصفح تلقي الإشعارات الفورية هنا.',
  pushInsecure: 'تحتاج الإشعارات الفورية إلى صفحة آمنة (https).',
  pushError: 'تعذّر تفعيل الإشعارات.',
  pushUnavailable: 'الإشعارات غير متاحة',
  pushBlocked: 'الإشعارات محظورة',
  pushDismissed: 'لم تُفعَّل الإشعارات. اضغط الزر ليُطلب منك الإذن مرة أخرى.',
  pushRegisteredHint: 'سيعرض هذا المتصفح إشعارات هذا الموقع.',
  pushNotConfigured: 'سجّل الدخول لتفعيل الإشعارات.',
  pushUnreachable: 'تعذّر الوصول إلى خدمة الإشعارات. تحقق من الاتصال ثم أعد المحاولة.',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" ليس مزوّدًا تعرفه الخدمة.` : 'لم يُعيَّن provider-id.'} ` +
    'استخدم مزوّد إشعارات فورية (fcm أو apns أو expo أو one-signal أو pushpad أو push-webhook أو pusher-beams أو appio)؛ ' +
    'المزوّدون العشرون كلهم في SUBSCRIBER_CHANNEL_PROVIDERS من notif-elements/client.',
  pushBadVapidKey: (problem) =>
    `vapid-public-key: ${problem}. عيّنه إلى مفتاح VAPID العام لخادم الإشعارات لديك ` +
    '(يُنشئ "npx web-push generate-vapid-keys" زوجًا من المفاتيح)، أو أعطِ العنصر tokenProvider.',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `لا يوجد لدى الخدمة تكامل ${providerId} مفعّل بالمعرّف "${integrationIdentifier}". ` +
        'فعّله أو صحّح integration-identifier ثم أعد المحاولة.'
      : `لا يوجد لدى الخدمة تكامل ${providerId} مفعّل في هذه البيئة. أنشئ تكاملًا أو فعّله ثم أعد المحاولة.`,
  pushUnknownSubscriber: (subscriberId) =>
    `لا يوجد لدى الخدمة مشترك "${subscriberId}". أنشئه أو صحّح subscriber-id ثم أعد المحاولة.`,
  pushRefused: (status) =>
    `رفضت الخدمة الطلب (${status}). تحقق من api-key أو token، أو من تسجيل الدخول في الوكيل لديك.`,

  activityFilters: 'عوامل التصفية',
  activityChannels: 'القنوات',
  activitySeverity: 'الخطورة',
  activityTemplates: 'مسارات العمل',
  activityEmails: 'بريد المشتركين',
  activitySubscriberIds: 'معرّفات المشتركين',
  activityTransactionId: 'معرّف المعاملة',
  activityTopicKey: 'مفتاح الموضوع',
  activitySubscriptionId: 'معرّف الاشتراك',
  activityContextKeys: 'مفاتيح السياق',
  activityAfter: 'بعد',
  activityBefore: 'قبل',
  activityPageSize: 'الأحداث في كل صفحة',
  activityPage: 'الصفحة',
  activityPickSeveral: 'اختر ما تشاء؛ عدم الاختيار يعني الكل.',
  activityListHint: 'افصل بين القيم بفواصل.',
  activityTemplatesHint: 'معرّفات مسارات العمل أو أرقامها. افصل بين القيم بفواصل.',
  activityContextKeysHint: 'كل مفتاح بالشكل type:id، مثل tenant:acme. افصل بين القيم بفواصل.',
  activityDateHint: 'بتوقيتك المحلي.',
  activityApply: 'تطبيق عوامل التصفية',
  activityClear: 'مسح عوامل التصفية',
  activityFieldProblem: (label, problem) => `${label}: ${problem}`,
  activityValueProblem: (label, value, problem) => `${label}: «${value}» ${problem}`,
  activityIncompleteDate: 'ليس تاريخًا ووقتًا كاملين',
  activityInvalid: (n) =>
    count(n, {
      one: 'يجب تصحيح عامل تصفية واحد؛ المشكلة معروضة تحته.',
      two: 'يجب تصحيح عاملَي تصفية؛ كل مشكلة معروضة تحت حقلها.',
      other: `يجب تصحيح عوامل التصفية (${n})؛ كل مشكلة معروضة تحت حقلها.`,
    }),
  activityRejected: 'رفضت الخدمة عوامل التصفية هذه؛ الحقول المعنية معلَّمة.',
  activityTableCaption: 'أحداث الإشعارات، الأحدث أولًا. اضغط Enter على صف لفتح تفاصيله.',
  activityColumnCreated: 'الإنشاء',
  activityColumnWorkflow: 'مسار العمل',
  activityColumnSubscriber: 'المشترك',
  activityColumnChannels: 'القنوات',
  activityColumnSeverity: 'الخطورة',
  activityColumnStatus: 'الحالة',
  activityPager: 'صفحات الأحداث',
  activityPrevious: 'السابق',
  activityNext: 'التالي',
  activityPageStatus: (page, first, last) => `الصفحة ${page}، الأحداث من ${first} إلى ${last}`,
  activityPageEmpty: (page) => `الصفحة ${page}، لا أحداث`,
  activityLoading: 'جارٍ تحميل الأحداث…',
  activityEmpty: 'لا توجد أحداث تطابق عوامل التصفية هذه.',
  activityEmptyAll: 'لا توجد أحداث بعد.',
  activityError: 'تعذّر تحميل الأحداث.',
  activityNoCredentials:
    'عيّن api-key أو token لعرض سجل النشاط. يعرض السجل كل أحداث البيئة، لذا فهو للصفحات الموثوقة فقط.',
  activityUnknownWorkflow: 'مسار عمل غير معروف',
  activityUnknownSubscriber: 'مشترك غير معروف',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `الحدث: ${workflow}`,
  activityClose: 'إغلاق',
  activityLoadingEvent: 'جارٍ تحميل الحدث…',
  activityEventError: 'تعذّر تحميل الحدث.',

  activityNone: 'لا شيء',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'معرّف الحدث',
  activityCritical: 'حرج',
  activityTopics: 'المواضيع',
  activityTags: 'الوسوم',
  activityPayload: 'البيانات',
  activityJobs: (n) =>
    count(n, {
      zero: 'لا مهام',
      one: 'مهمة واحدة',
      two: 'مهمتان',
      few: `${n} مهام`,
      many: `${n} مهمة`,
      other: `${n} مهمة`,
    }),
  activityNoJobs: 'لا مهام لهذا الحدث.',
  activityStep: (position, name) => `الخطوة ${position}: ${name}`,
  activityJobType: 'النوع',
  activityJobStatus: 'الحالة',
  activityProvider: 'المزوّد',
  activityUpdated: 'آخر تحديث',
  activityNoDetails: 'لا توجد تفاصيل تنفيذ بعد.',
  activityTimeline: (step) => `تفاصيل تنفيذ ${step}`,
  activitySourceLabel: 'المصدر',
  activityRetryFlag: 'محاولة متكررة',
  activityTestFlag: 'تشغيل تجريبي',
  activityRaw: 'المخرجات الخام',
  activityRawText: 'المخرجات الخام (نص)',
  activityDigestWindow: (duration) => `يجمع الأحداث لمدة ${duration}، ثم يرسلها معًا.`,
  activityDigestCollects: 'يجمع الأحداث، ثم يرسلها معًا.',
  activityDigestBackoff: (duration) =>
    duration
      ? `التراجع: لا يجمع إلا إذا وصل حدث آخر خلال آخر ${duration}؛ وإلا يرسل فورًا.`
      : 'التراجع: لا يجمع إلا إذا وصل حدث آخر قبل قليل؛ وإلا يرسل فورًا.',
  activityDigestKey: (key) => `يجمع الأحداث حسب «${key}».`,
  activityDigestUpdateMode: 'وضع التحديث: الأحداث اللاحقة تحدّث الملخص المنتظر.',
  activityTimedWeekly: (days, time) => (time ? `يرسل كل ${days} الساعة ${time}.` : `يرسل كل ${days}.`),
  activityTimedMonthDays: (days, time) => `يرسل في اليوم ${days} من كل شهر${time ? ` الساعة ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `يرسل في ${ordinal} ${what} من كل شهر${time ? ` الساعة ${time}` : ''}.`,
  activityTimedDaily: (time) => `يرسل كل يوم الساعة ${time}.`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `جدول cron: ${expression}.`,
  activityDigestUntil: (date) => `يجمع حتى ${date}.`,
  activityDigestEvents: (n, formatted) =>
    count(n, {
      one: 'جُمع حدث واحد.',
      two: 'جُمع حدثان.',
      few: `جُمعت ${formatted} أحداث.`,
      other: `جُمع ${formatted} حدثًا.`,
    }),
  activityDelayFor: (duration) => `ينتظر ${duration} قبل الخطوة التالية.`,
  activityDelayUntilPath: (path) => `ينتظر حتى التاريخ الموجود في البيانات عند «${path}».`,
  activityScheduleExtensions: (n, formatted) =>
    count(n, {
      one: 'أُجّل مرة واحدة ليوافق جدول المشترك.',
      two: 'أُجّل مرتين ليوافق جدول المشترك.',
      few: `أُجّل ${formatted} مرات ليوافق جدول المشترك.`,
      other: `أُجّل ${formatted} مرة ليوافق جدول المشترك.`,
    }),

  toastsLabel: 'إشعارات جديدة',
  toastDismiss: 'إغلاق الإشعار',
  toastsMore: (_n, formatted) => `+${formatted} أخرى`,
  desktopEnable: 'تفعيل إشعارات سطح المكتب',
};
