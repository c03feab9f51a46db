/** Every built-in string in French (`locale="fr"`), fetched when an element's locale is French. */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

/** French counts 0 and 1 as singular. */
const rules = new Intl.PluralRules('fr');
const count = (n: number, one: string, other: string) => (rules.select(n) === 'one' ? one : other);

const OUTCOMES: Record<string, string> = {
  completed: 'Terminé',
  failed: 'Échoué',
  pending: 'En attente',
  warning: 'Avertissement',
  unknown: 'Inconnu',
};
const CHANNELS: Record<string, string> = {
  in_app: 'In-app',
  email: 'E-mail',
  sms: 'SMS',
  chat: 'Chat',
  push: 'Push',
  digest: 'Résumé',
  trigger: 'Déclencheur',
  delay: 'Délai',
  throttle: 'Limitation',
  custom: 'Personnalisé',
  http_request: 'Requête HTTP',
};
const SEVERITIES: Record<string, string> = {
  high: 'Élevée',
  medium: 'Moyenne',
  low: 'Faible',
  none: 'Aucune',
};
const DETAIL_STATUSES: Record<string, string> = {
  Success: 'Réussi',
  Warning: 'Avertissement',
  Failed: 'Échoué',
  Pending: 'En attente',
  Queued: 'En file d’attente',
  ReadConfirmation: 'Confirmation de lecture',
};
const SOURCES: Record<string, string> = {
  Credentials: 'Identifiants',
  Internal: 'Interne',
  Payload: 'Données',
  Webhook: 'Webhook',
};
const ORDINALS: Record<string, string> = {
  1: 'premier',
  2: 'deuxième',
  3: 'troisième',
  4: 'quatrième',
  5: 'cinquième',
  last: 'dernier',
};
const ORDINAL_UNITS: Record<string, string> = {
  day: 'jour',
  weekday: 'jour ouvré',
  weekend: 'jour de week-end',
};

export const strings: NotifStrings = {
  retry: 'Réessayer',

  bellLabel: (n, formatted) =>
    n === 0 ? 'Notifications' : `Notifications, ${formatted} ${count(n, 'non vue', 'non vues')}`,
  inboxTitle: 'Notifications',
  tabAll: 'Toutes',
  tabUnread: 'Non lues',
  tabUnreadLabel: (n, formatted) => `Non lues, ${formatted} ${count(n, 'notification', 'notifications')}`,
  tabsLabel: 'Filtrer les notifications',
  markAllRead: 'Tout marquer comme lu',
  empty: 'Aucune notification',
  emptyUnread: 'Aucune notification non lue',
  emptyHint: 'Les nouvelles notifications apparaîtront ici.',
  error: 'Les notifications n’ont pas pu être chargées.',
  errorUnknownSubscriber: 'L’abonné de cette boîte de réception est introuvable.',
  errorOffline: "Vous êtes hors ligne. Les notifications se chargeront à votre retour en ligne.",
  errorUnreachable: "Le service de notifications est injoignable.",
  errorForbidden: "Cette boîte de réception n’est pas autorisée à lire ces notifications.",
  errorServer: "Le service de notifications a rencontré un problème. Réessayez dans un instant.",
  close: "Fermer",
  offline: 'Vous êtes hors ligne. Les modifications seront envoyées dès votre retour en ligne.',
  loading: 'Chargement des notifications',
  loadingMore: 'Chargement d’autres notifications',
  markFailed: 'Une modification n’a pas pu être enregistrée et a été annulée.',
  dismiss: 'Fermer',
  unreadCount: (n, formatted) =>
    n === 0 ? 'Tout est lu' : `${formatted} ${count(n, 'non lue', 'non lues')}`,
  arrived: (n, subject) =>
    n !== 1
      ? `${n} nouvelles notifications`
      : subject
        ? `1 nouvelle notification : ${subject}`
        : '1 nouvelle notification',
  newPill: (n, formatted) => `${formatted} ${count(n, 'nouvelle', 'nouvelles')}`,
  notConfigured: 'Définissez un subscriber-id (et une base-url) pour afficher les notifications.',
  markRead: 'Marquer comme lu',
  markUnread: 'Marquer comme non lu',
  unread: 'Non lu',
  read: 'Lu',
  unseen: 'Nouveau',
  messageLabel: (title, state) => `${title}, ${state}`,
  messageUntitled: 'Notification',
  statusError: 'Échec de la remise',
  statusWarning: 'Remis avec un avertissement',
  actionDone: 'Fait',
  groupLabel: (n, formatted, name, unread, unreadFormatted, people) =>
    `${formatted} ${count(n, 'notification', 'notifications')}${people ? ` ${count(n, 'envoyée', 'envoyées')} par ${people}` : ''}, ${name}${unread > 0 ? `, ${unreadFormatted} ${count(unread, 'non lue', 'non lues')}` : ''}`,
  groupPeople: (person, others, formatted) =>
    others > 0 ? `${person} et ${formatted} ${count(others, 'autre personne', 'autres personnes')}` : person,
  groupMore: (_n, formatted) => `et ${formatted} de plus`,
  selectMessage: (title) => `Sélectionner ${title}`,
  selectGroup: (label) => `Sélectionner ${label}`,
  selectAll: 'Tout sélectionner',
  selectionLabel: 'Notifications sélectionnées',
  selectedCount: (n, formatted) => `${formatted} ${count(n, 'sélectionnée', 'sélectionnées')}`,
  markSelectedRead: 'Marquer comme lues',
  markSelectedUnread: 'Marquer comme non lues',
  clearSelection: 'Effacer la sélection',
  selectionCleared: 'Sélection effacée',
  markedRead: (n, formatted) => `${formatted} ${count(n, 'marquée comme lue', 'marquées comme lues')}`,
  markedUnread: (n, formatted) =>
    `${formatted} ${count(n, 'marquée comme non lue', 'marquées comme non lues')}`,

  pushEnable: 'Activer les notifications',
  pushAsking: 'En attente de votre autorisation…',
  pushRegistering: 'Activation des notifications…',
  pushRegistered: 'Notifications activées',
  pushDenied:
    'Les notifications sont bloquées. Autorisez-les pour ce site dans les réglages du navigateur, puis rechargez la page.',
  pushUnsupported: 'Ce navigateur ne peut pas recevoir de notifications push ici.',
  pushInsecure: 'Les notifications push nécessitent une page sécurisée (https).',
  pushError: 'Les notifications n’ont pas pu être activées.',
  pushUnavailable: 'Notifications indisponibles',
  pushBlocked: 'Notifications bloquées',
  pushDismissed:
    'Les notifications n’ont pas été activées. Appuyez sur le bouton pour que la question soit reposée.',
  pushRegisteredHint: 'Ce navigateur affichera les notifications de ce site.',
  pushNotConfigured: 'Connectez-vous pour activer les notifications.',
  pushUnreachable: 'Le service de notifications est injoignable. Vérifiez la connexion, puis réessayez.',
  pushBadProvider: (value) =>
    `${value ? `provider-id « ${value} » n’est pas un fournisseur connu du service.` : 'provider-id n’est pas défini.'} ` +
    'Utilisez un fournisseur push (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams ou appio) ; les 20 ' +
    'sont listés dans SUBSCRIBER_CHANNEL_PROVIDERS de notif-elements/client.',
  pushBadVapidKey: (problem) =>
    `vapid-public-key : ${problem}. Indiquez la clé publique VAPID de votre serveur push ` +
    '(« npx web-push generate-vapid-keys » en crée une paire), ou donnez un tokenProvider à l’élément.',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `Le service n’a aucune intégration ${providerId} active avec l’identifiant « ${integrationIdentifier} ». ` +
        'Activez-la ou corrigez integration-identifier, puis réessayez.'
      : `Le service n’a aucune intégration ${providerId} active dans cet environnement. Créez-en ou activez-en une, puis réessayez.`,
  pushUnknownSubscriber: (subscriberId) =>
    `Le service ne connaît aucun abonné « ${subscriberId} ». Créez-le ou corrigez subscriber-id, puis réessayez.`,
  pushRefused: (status) =>
    `Le service a refusé la requête (${status}). Vérifiez l’api-key ou le token, ou la connexion de votre proxy.`,

  activityFilters: 'Filtres',
  activityChannels: 'Canaux',
  activitySeverity: 'Gravité',
  activityTemplates: 'Workflows',
  activityEmails: 'E-mails des abonnés',
  activitySubscriberIds: 'ID des abonnés',
  activityTransactionId: 'ID de transaction',
  activityTopicKey: 'Clé de sujet',
  activitySubscriptionId: 'ID d’abonnement',
  activityContextKeys: 'Clés de contexte',
  activityAfter: 'Après',
  activityBefore: 'Avant',
  activityPageSize: 'Événements par page',
  activityPage: 'Page',
  activityPickSeveral: 'Choisissez-en autant que voulu ; aucun signifie tous.',
  activityListHint: 'Séparez-les par des virgules.',
  activityTemplatesHint: 'Identifiants ou ID de workflows. Séparez-les par des virgules.',
  activityContextKeysHint: 'Chacune écrite type:id, comme tenant:acme. Séparez-les par des virgules.',
  activityDateHint: 'Dans votre fuseau horaire.',
  activityApply: 'Appliquer les filtres',
  activityClear: 'Effacer les filtres',
  activityFieldProblem: (label, problem) => `${label} ${problem}`,
  activityValueProblem: (label, value, problem) => `${label} : « ${value} » ${problem}`,
  activityIncompleteDate: 'n’est pas une date et une heure complètes',
  activityInvalid: (n) =>
    n === 1
      ? '1 filtre est à corriger ; le problème est indiqué en dessous.'
      : `${n} filtres sont à corriger ; chaque problème est indiqué sous son champ.`,
  activityRejected: 'Le service a refusé ces filtres ; les champs concernés sont signalés.',
  activityTableCaption:
    'Événements de notification, les plus récents d’abord. Appuyez sur Entrée sur une ligne pour en ouvrir les détails.',
  activityColumnCreated: 'Créé',
  activityColumnWorkflow: 'Workflow',
  activityColumnSubscriber: 'Abonné',
  activityColumnChannels: 'Canaux',
  activityColumnSeverity: 'Gravité',
  activityColumnStatus: 'Statut',
  activityPager: 'Pages d’événements',
  activityPrevious: 'Précédent',
  activityNext: 'Suivant',
  activityPageStatus: (page, first, last) => `Page ${page}, événements ${first} à ${last}`,
  activityPageEmpty: (page) => `Page ${page}, aucun événement`,
  activityLoading: 'Chargement des événements…',
  activityEmpty: 'Aucun événement ne correspond à ces filtres.',
  activityEmptyAll: 'Aucun événement pour l’instant.',
  activityError: 'Les événements n’ont pas pu être chargés.',
  activityNoCredentials:
    'Définissez une api-key ou un token pour afficher le journal d’activité. Il liste chaque événement de l’environnement : il est réservé aux pages de confiance.',
  activityUnknownWorkflow: 'Workflow inconnu',
  activityUnknownSubscriber: 'Abonné inconnu',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `Événement : ${workflow}`,
  activityClose: 'Fermer',
  activityLoadingEvent: 'Chargement de l’événement…',
  activityEventError: 'L’événement n’a pas pu être chargé.',

  activityNone: 'Aucun',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'ID de l’événement',
  activityCritical: 'Critique',
  activityTopics: 'Sujets',
  activityTags: 'Étiquettes',
  activityPayload: 'Données',
  activityJobs: (n) => `${n} ${count(n, 'tâche', 'tâches')}`,
  activityNoJobs: 'Cet événement n’a aucune tâche.',
  activityStep: (position, name) => `Étape ${position} : ${name}`,
  activityJobType: 'Type',
  activityJobStatus: 'Statut',
  activityProvider: 'Fournisseur',
  activityUpdated: 'Mis à jour',
  activityNoDetails: 'Pas encore de détails d’exécution.',
  activityTimeline: (step) => `Détails d’exécution de ${step}`,
  activitySourceLabel: 'Source',
  activityRetryFlag: 'Nouvelle tentative',
  activityTestFlag: 'Essai',
  activityRaw: 'Sortie brute',
  activityRawText: 'Sortie brute (texte)',
  activityDigestWindow: (duration) =>
    `Regroupe les événements pendant ${duration}, puis les envoie en un seul.`,
  activityDigestCollects: 'Regroupe les événements, puis les envoie en un seul.',
  activityDigestBackoff: (duration) =>
    duration
      ? `Backoff : ne regroupe que si un autre événement est arrivé dans les ${duration} précédentes ; sinon envoie aussitôt.`
      : 'Backoff : ne regroupe que si un autre événement est arrivé peu avant ; sinon envoie aussitôt.',
  activityDigestKey: (key) => `Regroupe les événements par « ${key} ».`,
  activityDigestUpdateMode:
    'Mode de mise à jour : les événements suivants mettent à jour le résumé en attente.',
  activityTimedWeekly: (days, time) => (time ? `Envoie chaque ${days} à ${time}.` : `Envoie chaque ${days}.`),
  activityTimedMonthDays: (days, time) => `Envoie le jour ${days} de chaque mois${time ? ` à ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `Envoie le ${ordinal} ${what} de chaque mois${time ? ` à ${time}` : ''}.`,
  activityTimedDaily: (time) => `Envoie chaque jour à ${time}.`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `Planification cron : ${expression}.`,
  activityDigestUntil: (date) => `Regroupe jusqu’au ${date}.`,
  activityDigestEvents: (n, formatted) =>
    `${formatted} ${count(n, 'événement regroupé', 'événements regroupés')}.`,
  activityDelayFor: (duration) => `Attend ${duration} avant l’étape suivante.`,
  activityDelayUntilPath: (path) => `Attend la date indiquée dans les données à « ${path} ».`,
  activityScheduleExtensions: (n, formatted) =>
    n === 1
      ? 'Repoussé une fois pour respecter le planning de l’abonné.'
      : `Repoussé ${formatted} fois pour respecter le planning de l’abonné.`,

  toastsLabel: 'Nouvelles notifications',
  toastDismiss: 'Fermer la notification',
  toastsMore: (n, formatted) => `+${formatted} ${count(n, 'autre', 'autres')}`,
  desktopEnable: 'Activer les notifications sur le bureau',
};
