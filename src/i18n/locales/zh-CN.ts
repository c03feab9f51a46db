/**
 * Every built-in string in Simplified Chinese (`locale="zh-CN"`, also `zh` and its other regions), fetched when an
 * element's locale is Chinese.
 */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

const OUTCOMES: Record<string, string> = {
  completed: '已完成',
  failed: '失败',
  pending: '待处理',
  warning: '警告',
  unknown: '未知',
};
const CHANNELS: Record<string, string> = {
  in_app: '应用内',
  email: '电子邮件',
  sms: '短信',
  chat: '聊天',
  push: '推送',
  digest: '摘要',
  trigger: '触发',
  delay: '延迟',
  throttle: '限流',
  custom: '自定义',
  http_request: 'HTTP 请求',
};
const SEVERITIES: Record<string, string> = { high: '高', medium: '中', low: '低', none: '无' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: '成功',
  Warning: '警告',
  Failed: '失败',
  Pending: '待处理',
  Queued: '排队中',
  ReadConfirmation: '已读回执',
};
const SOURCES: Record<string, string> = {
  Credentials: '凭据',
  Internal: '内部',
  Payload: '负载',
  Webhook: 'Webhook',
};
/** Joined to a unit below: "第一天", "第一个工作日", "最后一个周末日". */
const ORDINALS: Record<string, string> = {
  1: '第一',
  2: '第二',
  3: '第三',
  4: '第四',
  5: '第五',
  last: '最后一',
};
const ORDINAL_UNITS: Record<string, string> = { day: '天', weekday: '个工作日', weekend: '个周末日' };

export const strings: NotifStrings = {
  retry: '重试',

  bellLabel: (n, formatted) => (n === 0 ? '通知' : `通知，${formatted} 条未查看`),
  inboxTitle: '通知',
  tabAll: '全部',
  tabUnread: '未读',
  tabUnreadLabel: (_n, formatted) => `未读，${formatted} 条通知`,
  tabsLabel: '筛选通知',
  markAllRead: '全部标为已读',
  empty: '没有通知',
  emptyUnread: '没有未读通知',
  emptyHint: '新通知会显示在这里。',
  error: '无法加载通知。',
  errorUnknownSubscriber: '找不到此收件箱的订阅者。',
  offline: '你已离线。恢复联网后会发送所做的更改。',
  loading: '正在加载通知',
  loadingMore: '正在加载更多通知',
  markFailed: '有一项更改未能保存，已撤销。',
  dismiss: '关闭',
  unreadCount: (n, formatted) => (n === 0 ? '全部已读' : `${formatted} 条未读`),
  arrived: (n, subject) => (n !== 1 ? `${n} 条新通知` : subject ? `1 条新通知：${subject}` : '1 条新通知'),
  newPill: (_n, formatted) => `${formatted} 条新通知`,
  notConfigured: '请设置 subscriber-id（和 base-url）以显示通知。',
  messageMenu: '消息选项',
  markRead: '标为已读',
  markUnread: '标为未读',
  unread: '未读',
  read: '已读',
  unseen: '新',
  messageLabel: (title, state) => `${title}，${state}`,
  messageUntitled: '通知',
  statusError: '投递失败',
  statusWarning: '已投递，但有警告',
  actionDone: '已完成',

  pushEnable: '开启通知',
  pushAsking: '正在等待你的许可…',
  pushRegistering: '正在开启通知…',
  pushRegistered: '通知已开启',
  pushDenied: '通知已被屏蔽。请在浏览器设置中允许此网站发送通知，然后重新加载页面。',
  pushUnsupported: '此浏览器无法在这里接收推送通知。',
  pushInsecure: '推送通知需要安全的（https）页面。',
  pushError: '无法开启通知。',
  pushUnavailable: '通知不可用',
  pushMissing: (feature) => `缺少：${feature}。`,
  pushBlocked: '通知已屏蔽',
  pushDismissed: '通知未开启。按下按钮可再次询问。',
  pushRegisteredHint: '再次按下按钮可重新注册此浏览器，例如在它的令牌变化之后。',
  pushNotConfigured: '请设置 subscriber-id（和 base-url）以开启通知。',
  pushUnreachable: '无法连接通知服务。请检查网络连接，然后重试。',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" 不是服务认识的提供方。` : '未设置 provider-id。'}` +
    '请使用推送提供方（fcm、apns、expo、one-signal、pushpad、push-webhook、pusher-beams 或 appio）；' +
    '全部 20 个都列在 notif-elements/client 的 SUBSCRIBER_CHANNEL_PROVIDERS 中。',
  pushBadVapidKey: (problem) =>
    `vapid-public-key：${problem}。请将其设为推送服务器的 VAPID 公钥` +
    '（"npx web-push generate-vapid-keys" 可生成一对密钥），或为该元素提供 tokenProvider。',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `服务中没有标识为 "${integrationIdentifier}" 的有效 ${providerId} 集成。请启用它或更正 integration-identifier，然后重试。`
      : `此环境中没有有效的 ${providerId} 集成。请创建或启用一个，然后重试。`,
  pushUnknownSubscriber: (subscriberId) =>
    `服务中没有订阅者 "${subscriberId}"。请创建该订阅者或更正 subscriber-id，然后重试。`,
  pushRefused: (status) => `服务拒绝了请求（${status}）。请检查 api-key 或 token，或代理的登录状态。`,

  activityFilters: '筛选',
  activityChannels: '渠道',
  activitySeverity: '严重程度',
  activityTemplates: '工作流',
  activityEmails: '订阅者邮箱',
  activitySubscriberIds: '订阅者 ID',
  activityTransactionId: '事务 ID',
  activityTopicKey: '主题键',
  activitySubscriptionId: '订阅 ID',
  activityContextKeys: '上下文键',
  activityAfter: '晚于',
  activityBefore: '早于',
  activityPageSize: '每页事件数',
  activityPage: '页码',
  activityPickSeveral: '按住 Ctrl（Mac 上为 ⌘）可选择多个。',
  activityListHint: '多个值用逗号分隔。',
  activityTemplatesHint: '工作流标识或 ID。多个值用逗号分隔。',
  activityContextKeysHint: '每项写作 type:id，例如 tenant:acme。多个值用逗号分隔。',
  activityDateHint: '使用你所在的时区。',
  activityApply: '应用筛选',
  activityClear: '清除筛选',
  activityFieldProblem: (label, problem) => `${label}：${problem}`,
  activityValueProblem: (label, value, problem) => `${label}：“${value}”${problem}`,
  activityIncompleteDate: '不是完整的日期和时间',
  activityInvalid: (n) => `有 ${n} 个筛选条件需要修正；问题显示在各自的字段下方。`,
  activityRejected: '服务拒绝了这些筛选条件；相关字段已标出。',
  activityTableCaption: '通知事件，最新的在前。在某一行上按 Enter 可打开其详情。',
  activityColumnCreated: '创建时间',
  activityColumnWorkflow: '工作流',
  activityColumnSubscriber: '订阅者',
  activityColumnChannels: '渠道',
  activityColumnSeverity: '严重程度',
  activityColumnStatus: '状态',
  activityPager: '事件分页',
  activityPrevious: '上一页',
  activityNext: '下一页',
  activityPageStatus: (page, first, last) => `第 ${page} 页，第 ${first} 至 ${last} 个事件`,
  activityPageEmpty: (page) => `第 ${page} 页，没有事件`,
  activityLoading: '正在加载事件…',
  activityEmpty: '没有符合这些筛选条件的事件。',
  activityEmptyAll: '还没有事件。',
  activityError: '无法加载事件。',
  activityNoCredentials:
    '请设置 api-key 或 token 以显示活动日志。它会列出该环境的所有事件，因此只适用于可信页面。',
  activityUnknownWorkflow: '未知工作流',
  activityUnknownSubscriber: '未知订阅者',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `事件：${workflow}`,
  activityClose: '关闭',
  activityLoadingEvent: '正在加载事件…',
  activityEventError: '无法加载该事件。',

  activityNone: '无',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: '事件 ID',
  activityCritical: '关键',
  activityTopics: '主题',
  activityTags: '标签',
  activityPayload: '负载',
  activityJobs: (n) => `${n} 个任务`,
  activityNoJobs: '此事件没有任务。',
  activityStep: (position, name) => `第 ${position} 步：${name}`,
  activityJobType: '类型',
  activityJobStatus: '状态',
  activityProvider: '提供方',
  activityUpdated: '更新时间',
  activityNoDetails: '暂无执行详情。',
  activityTimeline: (step) => `${step} 的执行详情`,
  activitySourceLabel: '来源',
  activityRetryFlag: '重试',
  activityTestFlag: '测试运行',
  activityRaw: '原始输出',
  activityRawText: '原始输出（文本）',
  activityDigestWindow: (duration) => `收集 ${duration} 内的事件，然后合并为一条发送。`,
  activityDigestCollects: '收集事件，然后合并为一条发送。',
  activityDigestBackoff: (duration) =>
    duration
      ? `退避：仅当过去 ${duration} 内有其他事件时才合并，否则立即发送。`
      : '退避：仅当此前不久有其他事件时才合并，否则立即发送。',
  activityDigestKey: (key) => `按“${key}”对事件分组。`,
  activityDigestUpdateMode: '更新模式：之后的事件会更新等待中的摘要。',
  activityTimedWeekly: (days, time) => (time ? `每周${days} ${time} 发送。` : `每周${days}发送。`),
  activityTimedMonthDays: (days, time) => `每月 ${days} 日${time ? ` ${time} ` : ''}发送。`,
  activityTimedOrdinal: (ordinal, what, time) => `每月${ordinal}${what}${time ? ` ${time} ` : ''}发送。`,
  activityTimedDaily: (time) => `每天 ${time} 发送。`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `Cron 计划：${expression}。`,
  activityDigestUntil: (date) => `收集至 ${date}。`,
  activityDigestEvents: (_n, formatted) => `已收集 ${formatted} 个事件。`,
  activityDelayFor: (duration) => `等待 ${duration} 后进入下一步。`,
  activityDelayUntilPath: (path) => `等待至负载中“${path}”处的日期。`,
  activityScheduleExtensions: (_n, formatted) => `为配合订阅者的日程已推迟 ${formatted} 次。`,

  toastsLabel: '新通知',
  toastDismiss: '关闭通知',
  toastsMore: (_n, formatted) => `还有 ${formatted} 条`,
  desktopEnable: '启用桌面通知',
};
