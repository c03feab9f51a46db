/** Every built-in string in German (`locale="de"`), fetched when an element's locale is German. */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

const rules = new Intl.PluralRules('de');
const count = (n: number, one: string, other: string) => (rules.select(n) === 'one' ? one : other);

const OUTCOMES: Record<string, string> = {
  completed: 'Abgeschlossen',
  failed: 'Fehlgeschlagen',
  pending: 'Ausstehend',
  warning: 'Warnung',
  unknown: 'Unbekannt',
};
const CHANNELS: Record<string, string> = {
  in_app: 'In-App',
  email: 'E-Mail',
  sms: 'SMS',
  chat: 'Chat',
  push: 'Push',
  digest: 'Zusammenfassung',
  trigger: 'Auslöser',
  delay: 'Verzögerung',
  throttle: 'Drosselung',
  custom: 'Benutzerdefiniert',
  http_request: 'HTTP-Anfrage',
};
const SEVERITIES: Record<string, string> = { high: 'Hoch', medium: 'Mittel', low: 'Niedrig', none: 'Keine' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: 'Erfolgreich',
  Warning: 'Warnung',
  Failed: 'Fehlgeschlagen',
  Pending: 'Ausstehend',
  Queued: 'In der Warteschlange',
  ReadConfirmation: 'Lesebestätigung',
};
const SOURCES: Record<string, string> = {
  Credentials: 'Zugangsdaten',
  Internal: 'Intern',
  Payload: 'Nutzdaten',
  Webhook: 'Webhook',
};
const ORDINALS: Record<string, string> = {
  1: 'ersten',
  2: 'zweiten',
  3: 'dritten',
  4: 'vierten',
  5: 'fünften',
  last: 'letzten',
};
const ORDINAL_UNITS: Record<string, string> = { day: 'Tag', weekday: 'Werktag', weekend: 'Wochenendtag' };

export const strings: NotifStrings = {
  retry: 'Erneut versuchen',

  bellLabel: (n, formatted) =>
    n === 0 ? 'Benachrichtigungen' : `Benachrichtigungen, ${formatted} ungesehen`,
  inboxTitle: 'Benachrichtigungen',
  tabAll: 'Alle',
  tabUnread: 'Ungelesen',
  tabUnreadLabel: (n, formatted) =>
    `Ungelesen, ${formatted} ${count(n, 'Benachrichtigung', 'Benachrichtigungen')}`,
  tabsLabel: 'Benachrichtigungen filtern',
  markAllRead: 'Alle als gelesen markieren',
  empty: 'Keine Benachrichtigungen',
  emptyUnread: 'Keine ungelesenen Benachrichtigungen',
  emptyHint: 'Neue Benachrichtigungen erscheinen hier.',
  error: 'Die Benachrichtigungen konnten nicht geladen werden.',
  errorUnknownSubscriber: 'Der Abonnent dieses Posteingangs wurde nicht gefunden.',
  errorOffline: "Sie sind offline. Die Benachrichtigungen werden geladen, sobald Sie wieder online sind.",
  errorUnreachable: "Der Benachrichtigungsdienst ist nicht erreichbar.",
  errorForbidden: "Dieser Posteingang darf diese Benachrichtigungen nicht lesen.",
  errorServer: "Beim Benachrichtigungsdienst ist ein Fehler aufgetreten. Versuchen Sie es gleich noch einmal.",
  close: "Schließen",
  offline: 'Sie sind offline. Änderungen werden gesendet, sobald Sie wieder online sind.',
  loading: 'Benachrichtigungen werden geladen',
  loadingMore: 'Weitere Benachrichtigungen werden geladen',
  markFailed: 'Eine Änderung konnte nicht gespeichert werden und wurde rückgängig gemacht.',
  dismiss: 'Schließen',
  unreadCount: (n, formatted) => (n === 0 ? 'Alles gelesen' : `${formatted} ungelesen`),
  arrived: (n, subject) =>
    n !== 1
      ? `${n} neue Benachrichtigungen`
      : subject
        ? `1 neue Benachrichtigung: ${subject}`
        : '1 neue Benachrichtigung',
  newPill: (_n, formatted) => `${formatted} neu`,
  notConfigured: 'Setzen Sie eine subscriber-id (und base-url), um Benachrichtigungen anzuzeigen.',
  markRead: 'Als gelesen markieren',
  markUnread: 'Als ungelesen markieren',
  unread: 'Ungelesen',
  read: 'Gelesen',
  unseen: 'Neu',
  messageLabel: (title, state) => `${title}, ${state}`,
  messageUntitled: 'Benachrichtigung',
  statusError: 'Zustellung fehlgeschlagen',
  statusWarning: 'Mit Warnung zugestellt',
  actionDone: 'Erledigt',
  groupLabel: (n, formatted, name, unread, unreadFormatted, people) =>
    `${formatted} ${count(n, 'Benachrichtigung', 'Benachrichtigungen')}${people ? ` von ${people}` : ''}, ${name}${unread > 0 ? `, ${unreadFormatted} ungelesen` : ''}`,
  groupPeople: (person, others, formatted) =>
    others > 0 ? `${person} und ${formatted} ${count(others, 'weiteren Person', 'weiteren Personen')}` : person,
  groupMore: (_n, formatted) => `und ${formatted} weitere`,
  selectMessage: (title) => `${title} auswählen`,
  selectGroup: (label) => `${label} auswählen`,
  selectAll: 'Alle auswählen',
  selectionLabel: 'Ausgewählte Benachrichtigungen',
  selectedCount: (_n, formatted) => `${formatted} ausgewählt`,
  markSelectedRead: 'Als gelesen markieren',
  markSelectedUnread: 'Als ungelesen markieren',
  clearSelection: 'Auswahl aufheben',
  selectionCleared: 'Auswahl aufgehoben',
  markedRead: (_n, formatted) => `${formatted} als gelesen markiert`,
  markedUnread: (_n, formatted) => `${formatted} als ungelesen markiert`,

  pushEnable: 'Benachrichtigungen aktivieren',
  pushAsking: 'Warten auf Ihre Erlaubnis…',
  pushRegistering: 'Benachrichtigungen werden aktiviert…',
  pushRegistered: 'Benachrichtigungen aktiv',
  pushDenied:
    'Benachrichtigungen sind blockiert. Erlauben Sie sie für diese Website in den Browser-Einstellungen und laden Sie die Seite neu.',
  pushUnsupported: 'Dieser Browser kann hier keine Push-Benachrichtigungen empfangen.',
  pushInsecure: 'Push-Benachrichtigungen brauchen eine sichere (https-)Seite.',
  pushError: 'Benachrichtigungen konnten nicht aktiviert werden.',
  pushUnavailable: 'Benachrichtigungen nicht verfügbar',
  pushBlocked: 'Benachrichtigungen blockiert',
  pushDismissed:
    'Benachrichtigungen wurden nicht aktiviert. Drücken Sie die Schaltfläche, um erneut gefragt zu werden.',
  pushRegisteredHint: 'Dieser Browser zeigt Benachrichtigungen dieser Website an.',
  pushNotConfigured: 'Melden Sie sich an, um Benachrichtigungen zu aktivieren.',
  pushUnreachable:
    'Der Benachrichtigungsdienst ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" ist kein Anbieter, den der Dienst kennt.` : 'provider-id ist nicht gesetzt.'} ` +
    'Verwenden Sie einen Push-Anbieter (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams oder appio); alle 20 ' +
    'stehen in SUBSCRIBER_CHANNEL_PROVIDERS von notif-elements/client.',
  pushBadVapidKey: (problem) =>
    `vapid-public-key: ${problem}. Setzen Sie ihn auf den öffentlichen VAPID-Schlüssel Ihres Push-Servers ` +
    '("npx web-push generate-vapid-keys" erzeugt ein Paar), oder geben Sie dem Element einen tokenProvider.',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `Der Dienst hat keine aktive ${providerId}-Integration mit dem Bezeichner "${integrationIdentifier}". ` +
        'Aktivieren Sie sie oder korrigieren Sie integration-identifier und versuchen Sie es erneut.'
      : `Der Dienst hat in dieser Umgebung keine aktive ${providerId}-Integration. Legen Sie eine an oder aktivieren Sie sie und versuchen Sie es erneut.`,
  pushUnknownSubscriber: (subscriberId) =>
    `Der Dienst kennt keinen Abonnenten "${subscriberId}". Legen Sie ihn an oder korrigieren Sie subscriber-id und versuchen Sie es erneut.`,
  pushRefused: (status) =>
    `Der Dienst hat die Anfrage abgelehnt (${status}). Prüfen Sie api-key oder token oder die Anmeldung Ihres Proxys.`,

  activityFilters: 'Filter',
  activityChannels: 'Kanäle',
  activitySeverity: 'Schweregrad',
  activityTemplates: 'Workflows',
  activityEmails: 'E-Mail-Adressen der Abonnenten',
  activitySubscriberIds: 'Abonnenten-IDs',
  activityTransactionId: 'Transaktions-ID',
  activityTopicKey: 'Themenschlüssel',
  activitySubscriptionId: 'Abonnement-ID',
  activityContextKeys: 'Kontextschlüssel',
  activityAfter: 'Nach',
  activityBefore: 'Vor',
  activityPageSize: 'Ereignisse pro Seite',
  activityPage: 'Seite',
  activityPickSeveral: 'Beliebig viele wählen; keine heißt alle.',
  activityListHint: 'Mehrere durch Kommas trennen.',
  activityTemplatesHint: 'Workflow-Bezeichner oder IDs. Mehrere durch Kommas trennen.',
  activityContextKeysHint: 'Jeweils als typ:id geschrieben, etwa tenant:acme. Mehrere durch Kommas trennen.',
  activityDateHint: 'In Ihrer Zeitzone.',
  activityApply: 'Filter anwenden',
  activityClear: 'Filter zurücksetzen',
  activityFieldProblem: (label, problem) => `${label} ${problem}`,
  activityValueProblem: (label, value, problem) => `${label}: „${value}“ ${problem}`,
  activityIncompleteDate: 'ist kein vollständiges Datum mit Uhrzeit',
  activityInvalid: (n) =>
    n === 1
      ? '1 Filter muss korrigiert werden; das Problem steht darunter.'
      : `${n} Filter müssen korrigiert werden; jedes Problem steht unter seinem Feld.`,
  activityRejected: 'Der Dienst hat diese Filter abgelehnt; die betroffenen Felder sind markiert.',
  activityTableCaption:
    'Benachrichtigungsereignisse, neueste zuerst. Drücken Sie die Eingabetaste auf einer Zeile, um ihre Details zu öffnen.',
  activityColumnCreated: 'Erstellt',
  activityColumnWorkflow: 'Workflow',
  activityColumnSubscriber: 'Abonnent',
  activityColumnChannels: 'Kanäle',
  activityColumnSeverity: 'Schweregrad',
  activityColumnStatus: 'Status',
  activityPager: 'Seiten der Ereignisse',
  activityPrevious: 'Zurück',
  activityNext: 'Weiter',
  activityPageStatus: (page, first, last) => `Seite ${page}, Ereignisse ${first} bis ${last}`,
  activityPageEmpty: (page) => `Seite ${page}, keine Ereignisse`,
  activityLoading: 'Ereignisse werden geladen…',
  activityEmpty: 'Keine Ereignisse passen zu diesen Filtern.',
  activityEmptyAll: 'Noch keine Ereignisse.',
  activityError: 'Die Ereignisse konnten nicht geladen werden.',
  activityNoCredentials:
    'Setzen Sie einen api-key oder ein token, um das Aktivitätsprotokoll anzuzeigen. Es listet jedes Ereignis der Umgebung auf und ist daher nur für vertrauenswürdige Seiten gedacht.',
  activityUnknownWorkflow: 'Unbekannter Workflow',
  activityUnknownSubscriber: 'Unbekannter Abonnent',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `Ereignis: ${workflow}`,
  activityClose: 'Schließen',
  activityLoadingEvent: 'Das Ereignis wird geladen…',
  activityEventError: 'Das Ereignis konnte nicht geladen werden.',

  activityNone: 'Keine',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'Ereignis-ID',
  activityCritical: 'Kritisch',
  activityTopics: 'Themen',
  activityTags: 'Tags',
  activityPayload: 'Nutzdaten',
  activityJobs: (n) => `${n} ${count(n, 'Auftrag', 'Aufträge')}`,
  activityNoJobs: 'Dieses Ereignis hat keine Aufträge.',
  activityStep: (position, name) => `Schritt ${position}: ${name}`,
  activityJobType: 'Typ',
  activityJobStatus: 'Status',
  activityProvider: 'Anbieter',
  activityUpdated: 'Aktualisiert',
  activityNoDetails: 'Noch keine Ausführungsdetails.',
  activityTimeline: (step) => `Ausführungsdetails von ${step}`,
  activitySourceLabel: 'Quelle',
  activityRetryFlag: 'Wiederholungsversuch',
  activityTestFlag: 'Testlauf',
  activityRaw: 'Rohausgabe',
  activityRawText: 'Rohausgabe (Text)',
  activityDigestWindow: (duration) => `Sammelt Ereignisse ${duration} lang und sendet sie dann gemeinsam.`,
  activityDigestCollects: 'Sammelt Ereignisse und sendet sie dann gemeinsam.',
  activityDigestBackoff: (duration) =>
    duration
      ? `Backoff: fasst nur zusammen, wenn in den letzten ${duration} ein anderes Ereignis kam; sonst wird sofort gesendet.`
      : 'Backoff: fasst nur zusammen, wenn kurz zuvor ein anderes Ereignis kam; sonst wird sofort gesendet.',
  activityDigestKey: (key) => `Gruppiert Ereignisse nach „${key}“.`,
  activityDigestUpdateMode:
    'Aktualisierungsmodus: spätere Ereignisse aktualisieren die wartende Zusammenfassung.',
  activityTimedWeekly: (days, time) => (time ? `Sendet jeden ${days} um ${time}.` : `Sendet jeden ${days}.`),
  activityTimedMonthDays: (days, time) => `Sendet am Tag ${days} jedes Monats${time ? ` um ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `Sendet am ${ordinal} ${what} jedes Monats${time ? ` um ${time}` : ''}.`,
  activityTimedDaily: (time) => `Sendet jeden Tag um ${time}.`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `Cron-Zeitplan: ${expression}.`,
  activityDigestUntil: (date) => `Sammelt bis ${date}.`,
  activityDigestEvents: (n, formatted) =>
    n === 1 ? '1 Ereignis gesammelt.' : `${formatted} Ereignisse gesammelt.`,
  activityDelayFor: (duration) => `Wartet ${duration} vor dem nächsten Schritt.`,
  activityDelayUntilPath: (path) => `Wartet bis zum Datum in den Nutzdaten unter „${path}“.`,
  activityScheduleExtensions: (n, formatted) =>
    n === 1
      ? 'Einmal verschoben, um in den Zeitplan des Abonnenten zu passen.'
      : `${formatted}-mal verschoben, um in den Zeitplan des Abonnenten zu passen.`,

  toastsLabel: 'Neue Benachrichtigungen',
  toastDismiss: 'Benachrichtigung schließen',
  toastsMore: (_n, formatted) => `+${formatted} weitere`,
  desktopEnable: 'Desktop-Benachrichtigungen aktivieren',
};
