/**
 * Every built-in string in Brazilian Portuguese (`locale="pt-BR"`, also `pt` and `pt-PT`), fetched when an
 * element's locale is Portuguese.
 */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

/** Brazilian Portuguese counts 0 and 1 as singular. */
const rules = new Intl.PluralRules('pt-BR');
const count = (n: number, one: string, other: string) => (rules.select(n) === 'one' ? one : other);

const OUTCOMES: Record<string, string> = {
  completed: 'Concluído',
  failed: 'Falhou',
  pending: 'Pendente',
  warning: 'Aviso',
  unknown: 'Desconhecido',
};
const CHANNELS: Record<string, string> = {
  in_app: 'No app',
  email: 'E-mail',
  sms: 'SMS',
  chat: 'Chat',
  push: 'Push',
  digest: 'Resumo',
  trigger: 'Gatilho',
  delay: 'Espera',
  throttle: 'Limitação',
  custom: 'Personalizado',
  http_request: 'Requisição HTTP',
};
const SEVERITIES: Record<string, string> = { high: 'Alta', medium: 'Média', low: 'Baixa', none: 'Nenhuma' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: 'Sucesso',
  Warning: 'Aviso',
  Failed: 'Falhou',
  Pending: 'Pendente',
  Queued: 'Na fila',
  ReadConfirmation: 'Confirmação de leitura',
};
const SOURCES: Record<string, string> = {
  Credentials: 'Credenciais',
  Internal: 'Interno',
  Payload: 'Dados',
  Webhook: 'Webhook',
};
const ORDINALS: Record<string, string> = {
  1: 'primeiro',
  2: 'segundo',
  3: 'terceiro',
  4: 'quarto',
  5: 'quinto',
  last: 'último',
};
const ORDINAL_UNITS: Record<string, string> = {
  day: 'dia',
  weekday: 'dia útil',
  weekend: 'dia de fim de semana',
};

export const strings: NotifStrings = {
  retry: 'Tentar de novo',

  bellLabel: (n, formatted) =>
    n === 0 ? 'Notificações' : `Notificações, ${formatted} ${count(n, 'não vista', 'não vistas')}`,
  inboxTitle: 'Notificações',
  tabAll: 'Todas',
  tabUnread: 'Não lidas',
  tabUnreadLabel: (n, formatted) => `Não lidas, ${formatted} ${count(n, 'notificação', 'notificações')}`,
  tabsLabel: 'Filtrar notificações',
  markAllRead: 'Marcar todas como lidas',
  empty: 'Nenhuma notificação',
  emptyUnread: 'Nenhuma notificação não lida',
  emptyHint: 'As novas notificações aparecerão aqui.',
  error: 'Não foi possível carregar as notificações.',
  errorUnknownSubscriber: 'O assinante desta caixa de entrada não foi encontrado.',
  errorOffline: "Você está offline. As notificações serão carregadas quando você voltar a ficar online.",
  errorUnreachable: "Não foi possível acessar o serviço de notificações.",
  errorForbidden: "Esta caixa de entrada não tem permissão para ler estas notificações.",
  errorServer: "O serviço de notificações teve um problema. Tente novamente em instantes.",
  close: "Fechar",
  offline: 'Você está off-line. As alterações serão enviadas quando você voltar a ficar on-line.',
  loading: 'Carregando notificações',
  loadingMore: 'Carregando mais notificações',
  markFailed: 'Uma alteração não pôde ser salva e foi desfeita.',
  dismiss: 'Fechar',
  unreadCount: (n, formatted) =>
    n === 0 ? 'Tudo lido' : `${formatted} ${count(n, 'não lida', 'não lidas')}`,
  arrived: (n, subject) =>
    n !== 1 ? `${n} novas notificações` : subject ? `1 nova notificação: ${subject}` : '1 nova notificação',
  newPill: (n, formatted) => `${formatted} ${count(n, 'nova', 'novas')}`,
  notConfigured: 'Defina um subscriber-id (e uma base-url) para mostrar as notificações.',
  markRead: 'Marcar como lida',
  markUnread: 'Marcar como não lida',
  unread: 'Não lida',
  read: 'Lida',
  unseen: 'Nova',
  messageLabel: (title, state) => `${title}, ${state}`,
  messageUntitled: 'Notificação',
  statusError: 'Falha na entrega',
  statusWarning: 'Entregue com um aviso',
  actionDone: 'Feito',
  groupLabel: (n, formatted, name, unread, unreadFormatted, people) =>
    `${formatted} ${count(n, 'notificação', 'notificações')}${people ? ` de ${people}` : ''}, ${name}${unread > 0 ? `, ${unreadFormatted} ${count(unread, 'não lida', 'não lidas')}` : ''}`,
  groupPeople: (person, others, formatted) =>
    others > 0 ? `${person} e mais ${formatted} ${count(others, 'pessoa', 'pessoas')}` : person,
  groupMore: (_n, formatted) => `e mais ${formatted}`,
  selectMessage: (title) => `Selecionar ${title}`,
  selectGroup: (label) => `Selecionar ${label}`,
  selectAll: 'Selecionar tudo',
  selectionLabel: 'Notificações selecionadas',
  selectedCount: (n, formatted) => `${formatted} ${count(n, 'selecionada', 'selecionadas')}`,
  markSelectedRead: 'Marcar como lidas',
  markSelectedUnread: 'Marcar como não lidas',
  clearSelection: 'Limpar seleção',
  selectionCleared: 'Seleção limpa',
  markedRead: (n, formatted) => `${formatted} ${count(n, 'marcada como lida', 'marcadas como lidas')}`,
  markedUnread: (n, formatted) =>
    `${formatted} ${count(n, 'marcada como não lida', 'marcadas como não lidas')}`,

  pushEnable: 'Ativar notificações',
  pushAsking: 'Aguardando sua permissão…',
  pushRegistering: 'Ativando notificações…',
  pushRegistered: 'Notificações ativadas',
  pushDenied:
    'As notificações estão bloqueadas. Permita-as para este site nas configurações do navegador e recarregue a página.',
  pushUnsupported: 'Este navegador não pode receber notificações push aqui.',
  pushInsecure: 'As notificações push precisam de uma página segura (https).',
  pushError: 'Não foi possível ativar as notificações.',
  pushUnavailable: 'Notificações indisponíveis',
  pushBlocked: 'Notificações bloqueadas',
  pushDismissed: 'As notificações não foram ativadas. Pressione o botão para ser perguntado de novo.',
  pushRegisteredHint: 'Este navegador mostrará as notificações deste site.',
  pushNotConfigured: 'Entre na sua conta para ativar as notificações.',
  pushUnreachable: 'Não foi possível acessar o serviço de notificações. Verifique a conexão e tente de novo.',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" não é um provedor que o serviço conheça.` : 'provider-id não está definido.'} ` +
    'Use um provedor push (fcm, apns, expo, one-signal, pushpad, push-webhook, pusher-beams ou appio); os 20 ' +
    'estão em SUBSCRIBER_CHANNEL_PROVIDERS de notif-elements/client.',
  pushBadVapidKey: (problem) =>
    `vapid-public-key: ${problem}. Defina a chave pública VAPID do seu servidor push ` +
    '("npx web-push generate-vapid-keys" gera um par) ou dê ao elemento um tokenProvider.',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `O serviço não tem uma integração ${providerId} ativa com o identificador "${integrationIdentifier}". ` +
        'Ative-a ou corrija integration-identifier e tente de novo.'
      : `O serviço não tem uma integração ${providerId} ativa neste ambiente. Crie ou ative uma e tente de novo.`,
  pushUnknownSubscriber: (subscriberId) =>
    `O serviço não tem o assinante "${subscriberId}". Crie-o ou corrija subscriber-id e tente de novo.`,
  pushRefused: (status) =>
    `O serviço recusou a requisição (${status}). Verifique a api-key ou o token, ou o login do seu proxy.`,

  activityFilters: 'Filtros',
  activityChannels: 'Canais',
  activitySeverity: 'Gravidade',
  activityTemplates: 'Fluxos',
  activityEmails: 'E-mails dos assinantes',
  activitySubscriberIds: 'IDs dos assinantes',
  activityTransactionId: 'ID da transação',
  activityTopicKey: 'Chave do tópico',
  activitySubscriptionId: 'ID da inscrição',
  activityContextKeys: 'Chaves de contexto',
  activityAfter: 'Depois de',
  activityBefore: 'Antes de',
  activityPageSize: 'Eventos por página',
  activityPage: 'Página',
  activityPickSeveral: 'Escolha quantos quiser; nenhum significa todos.',
  activityListHint: 'Separe vários com vírgulas.',
  activityTemplatesHint: 'Identificadores ou IDs de fluxos. Separe vários com vírgulas.',
  activityContextKeysHint: 'Cada uma escrita tipo:id, como tenant:acme. Separe várias com vírgulas.',
  activityDateHint: 'No seu fuso horário.',
  activityApply: 'Aplicar filtros',
  activityClear: 'Limpar filtros',
  activityFieldProblem: (label, problem) => `${label} ${problem}`,
  activityValueProblem: (label, value, problem) => `${label}: “${value}” ${problem}`,
  activityIncompleteDate: 'não é uma data e hora completas',
  activityInvalid: (n) =>
    n === 1
      ? '1 filtro precisa de correção; o problema aparece abaixo dele.'
      : `${n} filtros precisam de correção; cada problema aparece abaixo do seu campo.`,
  activityRejected: 'O serviço recusou estes filtros; os campos envolvidos estão marcados.',
  activityTableCaption:
    'Eventos de notificação, os mais recentes primeiro. Pressione Enter em uma linha para abrir os detalhes.',
  activityColumnCreated: 'Criado',
  activityColumnWorkflow: 'Fluxo',
  activityColumnSubscriber: 'Assinante',
  activityColumnChannels: 'Canais',
  activityColumnSeverity: 'Gravidade',
  activityColumnStatus: 'Status',
  activityPager: 'Páginas de eventos',
  activityPrevious: 'Anterior',
  activityNext: 'Próxima',
  activityPageStatus: (page, first, last) => `Página ${page}, eventos ${first} a ${last}`,
  activityPageEmpty: (page) => `Página ${page}, nenhum evento`,
  activityLoading: 'Carregando eventos…',
  activityEmpty: 'Nenhum evento corresponde a estes filtros.',
  activityEmptyAll: 'Ainda não há eventos.',
  activityError: 'Não foi possível carregar os eventos.',
  activityNoCredentials:
    'Defina uma api-key ou um token para mostrar o registro de atividades. Ele lista todos os eventos do ambiente, então é só para páginas confiáveis.',
  activityUnknownWorkflow: 'Fluxo desconhecido',
  activityUnknownSubscriber: 'Assinante desconhecido',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `Evento: ${workflow}`,
  activityClose: 'Fechar',
  activityLoadingEvent: 'Carregando o evento…',
  activityEventError: 'Não foi possível carregar o evento.',

  activityNone: 'Nenhum',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'ID do evento',
  activityCritical: 'Crítico',
  activityTopics: 'Tópicos',
  activityTags: 'Tags',
  activityPayload: 'Dados',
  activityJobs: (n) => `${n} ${count(n, 'tarefa', 'tarefas')}`,
  activityNoJobs: 'Este evento não tem tarefas.',
  activityStep: (position, name) => `Etapa ${position}: ${name}`,
  activityJobType: 'Tipo',
  activityJobStatus: 'Status',
  activityProvider: 'Provedor',
  activityUpdated: 'Atualizado',
  activityNoDetails: 'Ainda não há detalhes de execução.',
  activityTimeline: (step) => `Detalhes de execução de ${step}`,
  activitySourceLabel: 'Origem',
  activityRetryFlag: 'Nova tentativa',
  activityTestFlag: 'Teste',
  activityRaw: 'Saída bruta',
  activityRawText: 'Saída bruta (texto)',
  activityDigestWindow: (duration) => `Reúne eventos por ${duration} e depois os envia juntos.`,
  activityDigestCollects: 'Reúne eventos e depois os envia juntos.',
  activityDigestBackoff: (duration) =>
    duration
      ? `Backoff: só agrupa se outro evento chegou nos últimos ${duration}; caso contrário, envia na hora.`
      : 'Backoff: só agrupa se outro evento chegou pouco antes; caso contrário, envia na hora.',
  activityDigestKey: (key) => `Agrupa os eventos por “${key}”.`,
  activityDigestUpdateMode: 'Modo de atualização: eventos posteriores atualizam o resumo em espera.',
  activityTimedWeekly: (days, time) =>
    time ? `Envia toda semana (${days}) às ${time}.` : `Envia toda semana (${days}).`,
  activityTimedMonthDays: (days, time) => `Envia no dia ${days} de cada mês${time ? ` às ${time}` : ''}.`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `Envia no ${ordinal} ${what} de cada mês${time ? ` às ${time}` : ''}.`,
  activityTimedDaily: (time) => `Envia todos os dias às ${time}.`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `Agendamento cron: ${expression}.`,
  activityDigestUntil: (date) => `Reunindo até ${date}.`,
  activityDigestEvents: (n, formatted) => `${formatted} ${count(n, 'evento reunido', 'eventos reunidos')}.`,
  activityDelayFor: (duration) => `Espera ${duration} antes da próxima etapa.`,
  activityDelayUntilPath: (path) => `Espera até a data dos dados em “${path}”.`,
  activityScheduleExtensions: (n, formatted) =>
    n === 1
      ? 'Adiado uma vez para caber na agenda do assinante.'
      : `Adiado ${formatted} vezes para caber na agenda do assinante.`,

  toastsLabel: 'Novas notificações',
  toastDismiss: 'Dispensar a notificação',
  toastsMore: (n, formatted) => `+${formatted} ${count(n, 'outra', 'outras')}`,
  desktopEnable: 'Ativar notificações na área de trabalho',
};
