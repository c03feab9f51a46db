/** Every built-in string in Spanish (`locale="es"`), fetched when an element's locale is Spanish. */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

const rules = new Intl.PluralRules('es');
const count = (n: number, one: string, other: string) => (rules.select(n) === 'one' ? one : other);

const OUTCOMES: Record<string, string> = {
  completed: 'Completado',
  failed: 'Fallido',
  pending: 'Pendiente',
  warning: 'Advertencia',
  unknown: 'Desconocido',
};
const CHANNELS: Record<string, string> = {
  in_app: 'En la app',
  email: 'Correo',
  sms: 'SMS',
  chat: 'Chat',
  push: 'Push',
  digest: 'Resumen',
  trigger: 'Disparador',
  delay: 'Espera',
  throttle: 'Limitación',
  custom: 'Personalizado',
  http_request: 'Solicitud HTTP',
};
const SEVERITIES: Record<string, string> = { high: 'Alta', medium: 'Media', low: 'Baja', none: 'Ninguna' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: 'Correcto',
  Warning: 'Advertencia',
  Failed: 'Fallido',
  Pending: 'Pendiente',
  Queued: 'En cola',
  ReadConfirmation: 'Confirmación de lectura',
};
const SOURCES: Record<string, string> = {
  Credentials: 'Credenciales',
  Internal: 'Interno',
  Payload: 'Datos',
  Webhook: 'Webhook',
};
const ORDINALS: Record<string, string> = {
  1: 'primer',
  2: 'segundo',
  3: 'tercer',
  4: 'cuarto',
  5: 'quinto',
  last: 'último',
};
const ORDINAL_UNITS: Record<string, string> = {
  day: 'día',
  weekday: 'día laborable',
  weekend: 'día de fin de semana',
};

export const strings: NotifStrings = {
  retry: 'Reintentar',

  bellLabel: (n, formatted) => (n === 0 ? 'Notificaciones' : `Notificaciones, ${formatted} sin ver`),
  inboxTitle: 'Notificaciones',
  tabAll: 'Todas',
  tabUnread: 'No leídas',
  tabUnreadLabel: (n, formatted) => `No leídas, ${formatted} ${count(n, 'notificación', 'notificaciones')}`,
  tabsLabel: 'Filtrar notificaciones',
  markAllRead: 'Marcar todo como leído',
  empty: 'No hay notificaciones',
  emptyUnread: 'No hay notificaciones sin leer',
  emptyHint: 'Las notificaciones nuevas aparecerán aquí.',
  error: 'No se pudieron cargar las notificaciones.',
  errorUnknownSubscriber: 'No se encontró el suscriptor de esta bandeja de entrada.',
  errorOffline: "Estás sin conexión. Las notificaciones se cargarán cuando vuelvas a estar en línea.",
  errorUnreachable: "No se pudo contactar con el servicio de notificaciones.",
  errorForbidden: "Esta bandeja de entrada no tiene permiso para leer estas notificaciones.",
  errorServer: "El servicio de notificaciones tuvo un problema. Vuelve a intentarlo en un momento.",
  close: "Cerrar",
  offline: 'Estás sin conexión. Los cambios se enviarán cuando vuelvas a estar en línea.',
  loading: 'Cargando notificaciones',
  loadingMore: 'Cargando más notificaciones',
  markFailed: 'Un cambio no se pudo guardar y se ha deshecho.',
  dismiss: 'Cerrar',
  unreadCount: (n, formatted) => (n === 0 ? 'Todo leído' : `${formatted} sin leer`),
  arrived: (n, subject) =>
    n !== 1
      ? `${n} notificaciones nuevas`
      : subject
        ? `1 notificación nueva: ${subject}`
        : '1 notificación nueva',
  newPill: (n, formatted) => `${formatted} ${count(n, 'nueva', 'nuevas')}`,
  notConfigured: 'Indica un subscriber-id (y una base-url) para mostrar las notificaciones.',
  markRead: 'Marcar como leído',
  markUnread: 'Marcar como no leído',
  unread: 'No leído',
  read: 'Leído',
  unseen: 'Nuevo',
  messageLabel: (title, state) => `${title}, ${state}`,
  messageUntitled: 'Notificación',
  statusError: 'Error de entrega',
  statusWarning: 'Entregado con una advertencia',
  actionDone: 'Hecho',
  groupLabel: (n, formatted, name, unread, unreadFormatted, people) =>
    `${formatted} ${count(n, 'notificación', 'notificaciones')}${people ? ` de ${people}` : ''}, ${name}${unread > 0 ? `, ${unreadFormatted} sin leer` : ''}`,
  groupPeople: (person, others, formatted) =>
    others > 0 ? `${person} y ${formatted} ${count(others, 'persona más', 'personas más')}` : person,
  groupMore: (_n, formatted) => `y ${formatted} más`,
  selectMessage: (title) => `Seleccionar ${title}`,
  selectGroup: (label) => `Seleccionar ${label}`,
  selectAll: 'Seleccionar todo',
  selectionLabel: 'Notificaciones seleccionadas',
  selectedCount: (n, formatted) => `${formatted} ${count(n, 'seleccionada', 'seleccionadas')}`,
  markSelectedRead: 'Marcar como leídas',
  markSelectedUnread: 'Marcar como no leídas',
  clearSelection: 'Quitar la selección',
  selectionCleared: 'Selección quitada',
  markedRead: (n, formatted) => `${formatted} ${count(n, 'marcada como leída', 'marcadas como leídas')}`,
  markedUnread: (n, formatted) =>
    `${formatted} ${count(n, 'marcada como no leída', 'marcadas como no leídas')}`,

  pushEnable: 'Activar notificaciones',
  pushAsking: 'Esperando tu permiso…',
  pushRegistering: 'Activando notificaciones…',
  pushRegistered: 'Notificaciones activadas',
  pushDenied:
    'Las notificaciones están bloqueadas. Permítelas para este sitio en la configuración del navegador y vuelve a cargar la página.',
  pushUnsupported: 'Este navegador no puede recibir notificaciones push aquí.',
  pushInsecure: 'Las notificaciones push necesitan una página segura (https).',
  pushError: 'No se pudieron activar las notificaciones.',
  pushUnavailable: 'Notificaciones no disponibles',
  pushBlocked: 'Notificaciones bloqueadas',
  pushDismissed: 'No se activaron las notificaciones. Pulsa el botón para que se vuelva a preguntar.',
  pushRegisteredHint: 'Este navegador mostrará las notificaciones de este sitio.',
  pushNotConfigured: 'Inicia sesión para activar las notificaciones.',
  pushUnreachable:
    'No se pudo conectar con el servicio de notificaciones. Comprueba la conexión y vuelve a intentarlo.',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" no es un proveedor que el servicio conozca.` : 'provider-id no está definido.'} ` +
    'Usa un proveedor push (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams o appio); los 20 ' +
    'están en SUBSCRIBER_CHANNEL_PROVIDERS de notif-elements/client.',
  pushBadVapidKey: (problem) =>
    `vapid-public-key: ${problem}. Indica la clave pública VAPID de tu servidor push ` +
    '("npx web-push generate-vapid-keys" genera un par), o da al elemento un tokenProvider.',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `El servicio no tiene ninguna integración ${providerId} activa con el identificador "${integrationIdentifier}". ` +
        'Actívala o corrige integration-identifier y vuelve a intentarlo.'
      : `El servicio no tiene ninguna integración ${providerId} activa en este entorno. Crea o activa una y vuelve a intentarlo.`,
  pushUnknownSubscriber: (subscriberId) =>
    `El servicio no tiene ningún suscriptor "${subscriberId}". Créalo o corrige subscriber-id y vuelve a intentarlo.`,
  pushRefused: (status) =>
    `El servicio rechazó la solicitud (${status}). Comprueba la api-key o el token, o el inicio de sesión de tu proxy.`,

  activityFilters: 'Filtros',
  activityChannels: 'Canales',
  activitySeverity: 'Gravedad',
  activityTemplates: 'Flujos',
  activityEmails: 'Correos de los suscriptores',
  activitySubscriberIds: 'ID de suscriptores',
  activityTransactionId: 'ID de transacción',
  activityTopicKey: 'Clave del tema',
  activitySubscriptionId: 'ID de suscripción',
  activityContextKeys: 'Claves de contexto',
  activityAfter: 'Después de',
  activityBefore: 'Antes de',
  activityPageSize: 'Eventos por página',
  activityPage: 'Página',
  activityPickSeveral: 'Elige los que quieras; ninguno equivale a todos.',
  activityListHint: 'Separa varios con comas.',
  activityTemplatesHint: 'Identificadores o ID de flujos. Separa varios con comas.',
  activityContextKeysHint: 'Cada una escrita tipo:id, como tenant:acme. Separa varias con comas.',
  activityDateHint: 'En tu zona horaria.',
  activityApply: 'Aplicar filtros',
  activityClear: 'Borrar filtros',
  activityFieldProblem: (label, problem) => `${label} ${problem}`,
  activityValueProblem: (label, value, problem) => `${label}: «${value}» ${problem}`,
  activityIncompleteDate: 'no es una fecha y hora completas',
  activityInvalid: (n) =>
    n === 1
      ? 'Hay que corregir 1 filtro; el problema se indica debajo.'
      : `Hay que corregir ${n} filtros; cada problema se indica debajo de su campo.`,
  activityRejected: 'El servicio rechazó estos filtros; los campos afectados están marcados.',
  activityTableCaption:
    'Eventos de notificación, los más recientes primero. Pulsa Intro en una fila para abrir sus detalles.',
  activityColumnCreated: 'Creado',
  activityColumnWorkflow: 'Flujo',
  activityColumnSubscriber: 'Suscriptor',
  activityColumnChannels: 'Canales',
  activityColumnSeverity: 'Gravedad',
  activityColumnStatus: 'Estado',
  activityPager: 'Páginas de eventos',
  activityPrevious: 'Anterior',
  activityNext: 'Siguiente',
  activityPageStatus: (page, first, last) => `Página ${page}, eventos ${first} a ${last}`,
  activityPageEmpty: (page) => `Página ${page}, sin eventos`,
  activityLoading: 'Cargando eventos…',
  activityEmpty: 'Ningún evento coincide con estos filtros.',
  activityEmptyAll: 'Todavía no hay eventos.',
  activityError: 'No se pudieron cargar los eventos.',
  activityNoCredentials:
    'Indica una api-key o un token para mostrar el registro de actividad. Muestra todos los eventos del entorno, así que es solo para páginas de confianza.',
  activityUnknownWorkflow: 'Flujo desconocido',
  activityUnknownSubscriber: 'Suscriptor desconocido',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `Evento: ${workflow}`,
  activityClose: 'Cerrar',
  activityLoadingEvent: 'Cargando el evento…',
  activityEventError: 'No se pudo cargar el evento.',

  activityNone: 'Ninguno',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'ID del evento',
  activityCritical: 'Crítico',
  activityTopics: 'Temas',
  activityTags: 'Etiquetas',
  activityPayload: 'Datos',
  activityJobs: (n) => `${n} ${count(n, 'tarea', 'tareas')}`,
  activityNoJobs: 'Este evento no tiene tareas.',
  activityStep: (position, name) => `Paso ${position}: ${name}`,
  activityJobType: 'Tipo',
  activityJobStatus: 'Estado',
  activityProvider: 'Proveedor',
  activityUpdated: 'Actualizado',
  activityNoDetails: 'Todavía no hay detalles de ejecución.',
  activityTimeline: (step) => `Detalles de ejecución de ${step}`,
  activitySourceLabel: 'Origen',
  activityRetryFlag: 'Reintento',
  activityTestFlag: 'Prueba',
  activityRaw: 'Salida sin procesar',
  activityRawText: 'Salida sin procesar (texto)',
  activityDigestWindow: (duration) => `Reúne eventos durante ${duration} y luego los envía juntos.`,
  activityDigestCollects: 'Reúne eventos y luego los envía juntos.',
  activityDigestBackoff: (duration) =>
    duration
      ? `Backoff: solo agrupa si llegó otro evento en los últimos ${duration}; si no, envía enseguida.`
      : 'Backoff: solo agrupa si llegó otro evento poco antes; si no, envía enseguida.',
  activityDigestKey: (key) => `Agrupa los eventos por «${key}».`,
  activityDigestUpdateMode: 'Modo de actualización: los eventos posteriores actualizan el resumen en espera.',
  activityTimedWeekly: (days, time) => (time ? `Envía cada ${days} a las ${time}.` : `Envía cada ${days}.`),
  activityTimedMonthDays: (days, time) => `Envía el día ${days} de cada mes${time ? ` a las ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `Envía el ${ordinal} ${what} de cada mes${time ? ` a las ${time}` : ''}.`,
  activityTimedDaily: (time) => `Envía todos los días a las ${time}.`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `Programación cron: ${expression}.`,
  activityDigestUntil: (date) => `Reúne hasta el ${date}.`,
  activityDigestEvents: (n, formatted) => `${formatted} ${count(n, 'evento reunido', 'eventos reunidos')}.`,
  activityDelayFor: (duration) => `Espera ${duration} antes del siguiente paso.`,
  activityDelayUntilPath: (path) => `Espera hasta la fecha de los datos en «${path}».`,
  activityScheduleExtensions: (n, formatted) =>
    n === 1
      ? 'Aplazado una vez para ajustarse al horario del suscriptor.'
      : `Aplazado ${formatted} veces para ajustarse al horario del suscriptor.`,

  toastsLabel: 'Notificaciones nuevas',
  toastDismiss: 'Descartar la notificación',
  toastsMore: (_n, formatted) => `+${formatted} más`,
  desktopEnable: 'Activar las notificaciones de escritorio',
};
