/** Every built-in string in Italian (`locale="it"`), fetched when an element's locale is Italian. */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

const rules = new Intl.PluralRules('it');
const count = (n: number, one: string, other: string) => (rules.select(n) === 'one' ? one : other);

const OUTCOMES: Record<string, string> = {
  completed: 'Completato',
  failed: 'Non riuscito',
  pending: 'In attesa',
  warning: 'Avviso',
  unknown: 'Sconosciuto',
};
const CHANNELS: Record<string, string> = {
  in_app: 'In-app',
  email: 'Email',
  sms: 'SMS',
  chat: 'Chat',
  push: 'Push',
  digest: 'Riepilogo',
  trigger: 'Attivazione',
  delay: 'Attesa',
  throttle: 'Limitazione',
  custom: 'Personalizzato',
  http_request: 'Richiesta HTTP',
};
const SEVERITIES: Record<string, string> = { high: 'Alta', medium: 'Media', low: 'Bassa', none: 'Nessuna' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: 'Riuscito',
  Warning: 'Avviso',
  Failed: 'Non riuscito',
  Pending: 'In attesa',
  Queued: 'In coda',
  ReadConfirmation: 'Conferma di lettura',
};
const SOURCES: Record<string, string> = {
  Credentials: 'Credenziali',
  Internal: 'Interno',
  Payload: 'Dati',
  Webhook: 'Webhook',
};
const ORDINALS: Record<string, string> = {
  1: 'primo',
  2: 'secondo',
  3: 'terzo',
  4: 'quarto',
  5: 'quinto',
  last: 'ultimo',
};
const ORDINAL_UNITS: Record<string, string> = {
  day: 'giorno',
  weekday: 'giorno feriale',
  weekend: 'giorno del fine settimana',
};

export const strings: NotifStrings = {
  retry: 'Riprova',

  bellLabel: (n, formatted) =>
    n === 0 ? 'Notifiche' : `Notifiche, ${formatted} ${count(n, 'non vista', 'non viste')}`,
  inboxTitle: 'Notifiche',
  tabAll: 'Tutte',
  tabUnread: 'Da leggere',
  tabUnreadLabel: (n, formatted) => `Da leggere, ${formatted} ${count(n, 'notifica', 'notifiche')}`,
  tabsLabel: 'Filtra le notifiche',
  markAllRead: 'Segna tutte come lette',
  empty: 'Nessuna notifica',
  emptyUnread: 'Nessuna notifica da leggere',
  emptyHint: 'Le nuove notifiche compariranno qui.',
  error: 'Impossibile caricare le notifiche.',
  errorUnknownSubscriber: 'L’iscritto di questa casella non è stato trovato.',
  errorOffline: "Sei offline. Le notifiche verranno caricate quando tornerai online.",
  errorUnreachable: "Il servizio di notifiche non è raggiungibile.",
  errorForbidden: "Questa casella non è autorizzata a leggere queste notifiche.",
  errorServer: "Il servizio di notifiche ha avuto un problema. Riprova tra un momento.",
  close: "Chiudi",
  offline: 'Sei offline. Le modifiche verranno inviate quando tornerai online.',
  loading: 'Caricamento delle notifiche',
  loadingMore: 'Caricamento di altre notifiche',
  markFailed: 'Una modifica non è stata salvata ed è stata annullata.',
  dismiss: 'Chiudi',
  unreadCount: (n, formatted) => (n === 0 ? 'Tutto letto' : `${formatted} da leggere`),
  arrived: (n, subject) =>
    n !== 1 ? `${n} nuove notifiche` : subject ? `1 nuova notifica: ${subject}` : '1 nuova notifica',
  newPill: (n, formatted) => `${formatted} ${count(n, 'nuova', 'nuove')}`,
  notConfigured: 'Imposta un subscriber-id (e una base-url) per mostrare le notifiche.',
  markRead: 'Segna come letto',
  markUnread: 'Segna come da leggere',
  unread: 'Da leggere',
  read: 'Letto',
  unseen: 'Nuovo',
  messageLabel: (title, state) => `${title}, ${state}`,
  messageUntitled: 'Notifica',
  statusError: 'Consegna non riuscita',
  statusWarning: 'Consegnato con un avviso',
  actionDone: 'Fatto',
  groupLabel: (n, formatted, name, unread, unreadFormatted, people) =>
    `${formatted} ${count(n, 'notifica', 'notifiche')}${people ? ` da ${people}` : ''}, ${name}${unread > 0 ? `, ${unreadFormatted} da leggere` : ''}`,
  groupPeople: (person, others, formatted) =>
    others > 0 ? `${person} e ${count(others, 'un’altra persona', `altre ${formatted} persone`)}` : person,
  groupMore: (_n, formatted) => `e altre ${formatted}`,
  selectMessage: (title) => `Seleziona ${title}`,
  selectGroup: (label) => `Seleziona ${label}`,
  selectAll: 'Seleziona tutto',
  selectionLabel: 'Notifiche selezionate',
  selectedCount: (n, formatted) => `${formatted} ${count(n, 'selezionata', 'selezionate')}`,
  markSelectedRead: 'Segna come lette',
  markSelectedUnread: 'Segna come da leggere',
  clearSelection: 'Annulla la selezione',
  selectionCleared: 'Selezione annullata',
  markedRead: (n, formatted) => `${formatted} ${count(n, 'segnata come letta', 'segnate come lette')}`,
  markedUnread: (n, formatted) =>
    `${formatted} ${count(n, 'segnata come da leggere', 'segnate come da leggere')}`,

  pushEnable: 'Attiva le notifiche',
  pushAsking: 'In attesa della tua autorizzazione…',
  pushRegistering: 'Attivazione delle notifiche…',
  pushRegistered: 'Notifiche attive',
  pushDenied:
    'Le notifiche sono bloccate. Consentile per questo sito nelle impostazioni del browser, poi ricarica la pagina.',
  pushUnsupported: 'Questo browser non può ricevere notifiche push qui.',
  pushInsecure: 'Le notifiche push richiedono una pagina sicura (https).',
  pushError: 'Impossibile attivare le notifiche.',
  pushUnavailable: 'Notifiche non disponibili',
  pushBlocked: 'Notifiche bloccate',
  pushDismissed:
    'Le notifiche non sono state attivate. Premi il pulsante per ricevere di nuovo la richiesta.',
  pushRegisteredHint: 'Questo browser mostrerà le notifiche di questo sito.',
  pushNotConfigured: 'Accedi per attivare le notifiche.',
  pushUnreachable: 'Impossibile raggiungere il servizio di notifiche. Controlla la connessione, poi riprova.',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" non è un provider noto al servizio.` : 'provider-id non è impostato.'} ` +
    'Usa un provider push (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams o appio); tutti e 20 ' +
    'sono elencati in SUBSCRIBER_CHANNEL_PROVIDERS di notif-elements/client.',
  pushBadVapidKey: (problem) =>
    `vapid-public-key: ${problem}. Impostala sulla chiave pubblica VAPID del tuo server push ` +
    '("npx web-push generate-vapid-keys" ne crea una coppia), oppure dai all’elemento un tokenProvider.',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `Il servizio non ha un’integrazione ${providerId} attiva con l’identificativo "${integrationIdentifier}". ` +
        'Attivala o correggi integration-identifier, poi riprova.'
      : `Il servizio non ha un’integrazione ${providerId} attiva in questo ambiente. Creane o attivane una, poi riprova.`,
  pushUnknownSubscriber: (subscriberId) =>
    `Il servizio non ha nessun iscritto "${subscriberId}". Crealo o correggi subscriber-id, poi riprova.`,
  pushRefused: (status) =>
    `Il servizio ha rifiutato la richiesta (${status}). Controlla api-key o token, oppure l’accesso del tuo proxy.`,

  activityFilters: 'Filtri',
  activityChannels: 'Canali',
  activitySeverity: 'Gravità',
  activityTemplates: 'Workflow',
  activityEmails: 'Email degli iscritti',
  activitySubscriberIds: 'ID degli iscritti',
  activityTransactionId: 'ID transazione',
  activityTopicKey: 'Chiave dell’argomento',
  activitySubscriptionId: 'ID iscrizione',
  activityContextKeys: 'Chiavi di contesto',
  activityAfter: 'Dopo',
  activityBefore: 'Prima',
  activityPageSize: 'Eventi per pagina',
  activityPage: 'Pagina',
  activityPickSeveral: 'Scegline quanti vuoi; nessuno significa tutti.',
  activityListHint: 'Separa più valori con virgole.',
  activityTemplatesHint: 'Identificativi o ID dei workflow. Separa più valori con virgole.',
  activityContextKeysHint: 'Ognuna scritta tipo:id, come tenant:acme. Separa più valori con virgole.',
  activityDateHint: 'Nel tuo fuso orario.',
  activityApply: 'Applica filtri',
  activityClear: 'Cancella filtri',
  activityFieldProblem: (label, problem) => `${label} ${problem}`,
  activityValueProblem: (label, value, problem) => `${label}: «${value}» ${problem}`,
  activityIncompleteDate: 'non è una data e un’ora complete',
  activityInvalid: (n) =>
    n === 1
      ? '1 filtro va corretto; il problema è indicato sotto.'
      : `${n} filtri vanno corretti; ogni problema è indicato sotto il suo campo.`,
  activityRejected: 'Il servizio ha rifiutato questi filtri; i campi interessati sono segnalati.',
  activityTableCaption:
    'Eventi di notifica, prima i più recenti. Premi Invio su una riga per aprirne i dettagli.',
  activityColumnCreated: 'Creato',
  activityColumnWorkflow: 'Workflow',
  activityColumnSubscriber: 'Iscritto',
  activityColumnChannels: 'Canali',
  activityColumnSeverity: 'Gravità',
  activityColumnStatus: 'Stato',
  activityPager: 'Pagine di eventi',
  activityPrevious: 'Precedente',
  activityNext: 'Successiva',
  activityPageStatus: (page, first, last) => `Pagina ${page}, eventi da ${first} a ${last}`,
  activityPageEmpty: (page) => `Pagina ${page}, nessun evento`,
  activityLoading: 'Caricamento degli eventi…',
  activityEmpty: 'Nessun evento corrisponde a questi filtri.',
  activityEmptyAll: 'Ancora nessun evento.',
  activityError: 'Impossibile caricare gli eventi.',
  activityNoCredentials:
    'Imposta una api-key o un token per mostrare il registro attività. Elenca ogni evento dell’ambiente, quindi è solo per pagine affidabili.',
  activityUnknownWorkflow: 'Workflow sconosciuto',
  activityUnknownSubscriber: 'Iscritto sconosciuto',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `Evento: ${workflow}`,
  activityClose: 'Chiudi',
  activityLoadingEvent: 'Caricamento dell’evento…',
  activityEventError: 'Impossibile caricare l’evento.',

  activityNone: 'Nessuno',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'ID evento',
  activityCritical: 'Critico',
  activityTopics: 'Argomenti',
  activityTags: 'Tag',
  activityPayload: 'Dati',
  activityJobs: (n) => `${n} attività`,
  activityNoJobs: 'Questo evento non ha attività.',
  activityStep: (position, name) => `Passo ${position}: ${name}`,
  activityJobType: 'Tipo',
  activityJobStatus: 'Stato',
  activityProvider: 'Provider',
  activityUpdated: 'Aggiornato',
  activityNoDetails: 'Ancora nessun dettaglio di esecuzione.',
  activityTimeline: (step) => `Dettagli di esecuzione di ${step}`,
  activitySourceLabel: 'Origine',
  activityRetryFlag: 'Nuovo tentativo',
  activityTestFlag: 'Prova',
  activityRaw: 'Output grezzo',
  activityRawText: 'Output grezzo (testo)',
  activityDigestWindow: (duration) => `Raccoglie gli eventi per ${duration}, poi li invia insieme.`,
  activityDigestCollects: 'Raccoglie gli eventi, poi li invia insieme.',
  activityDigestBackoff: (duration) =>
    duration
      ? `Backoff: raggruppa solo se è arrivato un altro evento negli ultimi ${duration}; altrimenti invia subito.`
      : 'Backoff: raggruppa solo se è arrivato un altro evento poco prima; altrimenti invia subito.',
  activityDigestKey: (key) => `Raggruppa gli eventi per «${key}».`,
  activityDigestUpdateMode:
    'Modalità di aggiornamento: gli eventi successivi aggiornano il riepilogo in attesa.',
  activityTimedWeekly: (days, time) => (time ? `Invia ogni ${days} alle ${time}.` : `Invia ogni ${days}.`),
  activityTimedMonthDays: (days, time) =>
    `Invia il giorno ${days} di ogni mese${time ? ` alle ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `Invia il ${ordinal} ${what} di ogni mese${time ? ` alle ${time}` : ''}.`,
  activityTimedDaily: (time) => `Invia ogni giorno alle ${time}.`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `Pianificazione cron: ${expression}.`,
  activityDigestUntil: (date) => `Raccoglie fino al ${date}.`,
  activityDigestEvents: (n, formatted) => `${formatted} ${count(n, 'evento raccolto', 'eventi raccolti')}.`,
  activityDelayFor: (duration) => `Attende ${duration} prima del passo successivo.`,
  activityDelayUntilPath: (path) => `Attende fino alla data nei dati in «${path}».`,
  activityScheduleExtensions: (n, formatted) =>
    n === 1
      ? 'Rinviato una volta per rispettare gli orari dell’iscritto.'
      : `Rinviato ${formatted} volte per rispettare gli orari dell’iscritto.`,

  toastsLabel: 'Nuove notifiche',
  toastDismiss: 'Chiudi la notifica',
  toastsMore: (n, formatted) => `+${formatted} ${count(n, 'altra', 'altre')}`,
  desktopEnable: 'Attiva le notifiche sul desktop',
};
