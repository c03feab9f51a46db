/** Every built-in string in Japanese (`locale="ja"`), fetched when an element's locale is Japanese. */
import type { NotifStrings } from '../strings.js';

/** The name of an enum value in this language; a value it does not know is shown as it is. */
const named = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? names[value]! : value;

const OUTCOMES: Record<string, string> = {
  completed: '完了',
  failed: '失敗',
  pending: '保留中',
  warning: '警告',
  unknown: '不明',
};
const CHANNELS: Record<string, string> = {
  in_app: 'アプリ内',
  email: 'メール',
  sms: 'SMS',
  chat: 'チャット',
  push: 'プッシュ',
  digest: 'ダイジェスト',
  trigger: 'トリガー',
  delay: '遅延',
  throttle: 'スロットル',
  custom: 'カスタム',
  http_request: 'HTTP リクエスト',
};
const SEVERITIES: Record<string, string> = { high: '高', medium: '中', low: '低', none: 'なし' };
const DETAIL_STATUSES: Record<string, string> = {
  Success: '成功',
  Warning: '警告',
  Failed: '失敗',
  Pending: '保留中',
  Queued: '待機中',
  ReadConfirmation: '既読確認',
};
const SOURCES: Record<string, string> = {
  Credentials: '認証情報',
  Internal: '内部',
  Payload: 'ペイロード',
  Webhook: 'Webhook',
};
const ORDINALS: Record<string, string> = { 1: '第1', 2: '第2', 3: '第3', 4: '第4', 5: '第5', last: '最終' };
const ORDINAL_UNITS: Record<string, string> = { day: '日', weekday: '平日', weekend: '週末日' };

export const strings: NotifStrings = {
  retry: '再試行',

  bellLabel: (n, formatted) => (n === 0 ? '通知' : `通知、未確認 ${formatted} 件`),
  inboxTitle: '通知',
  tabAll: 'すべて',
  tabUnread: '未読',
  tabUnreadLabel: (_n, formatted) => `未読、${formatted} 件の通知`,
  tabsLabel: '通知を絞り込む',
  markAllRead: 'すべて既読にする',
  empty: '通知はありません',
  emptyUnread: '未読の通知はありません',
  emptyHint: '新しい通知はここに表示されます。',
  error: '通知を読み込めませんでした。',
  errorUnknownSubscriber: 'この受信箱の購読者が見つかりませんでした。',
  errorOffline: "オフラインです。オンラインに戻ると通知を読み込みます。",
  errorUnreachable: "通知サービスに接続できませんでした。",
  errorForbidden: "この受信箱にはこれらの通知を読む権限がありません。",
  errorServer: "通知サービスで問題が発生しました。しばらくしてからもう一度お試しください。",
  close: "閉じる",
  offline: 'オフラインです。変更はオンラインに戻ったときに送信されます。',
  loading: '通知を読み込んでいます',
  loadingMore: 'さらに通知を読み込んでいます',
  markFailed: '変更を保存できなかったため、元に戻しました。',
  dismiss: '閉じる',
  unreadCount: (n, formatted) => (n === 0 ? 'すべて既読' : `未読 ${formatted} 件`),
  arrived: (n, subject) =>
    n !== 1
      ? `新しい通知が ${n} 件あります`
      : subject
        ? `新しい通知が 1 件: ${subject}`
        : '新しい通知が 1 件あります',
  newPill: (_n, formatted) => `新着 ${formatted} 件`,
  notConfigured: '通知を表示するには subscriber-id（と base-url）を設定してください。',
  markRead: '既読にする',
  markUnread: '未読にする',
  unread: '未読',
  read: '既読',
  unseen: '新着',
  messageLabel: (title, state) => `${title}、${state}`,
  messageUntitled: '通知',
  statusError: '配信に失敗しました',
  statusWarning: '警告付きで配信されました',
  actionDone: '完了',
  groupLabel: (_n, formatted, name, unread, unreadFormatted, people) =>
    `${people ? `${people}からの` : ''}${formatted} 件の通知、${name}${unread > 0 ? `、未読 ${unreadFormatted} 件` : ''}`,
  groupPeople: (person, others, formatted) => (others > 0 ? `${person}ほか ${formatted} 人` : person),
  groupMore: (_n, formatted) => `ほか ${formatted} 件`,
  selectMessage: (title) => `${title} を選択`,
  selectGroup: (label) => `${label} を選択`,
  selectAll: 'すべて選択',
  selectionLabel: '選択した通知',
  selectedCount: (_n, formatted) => `${formatted} 件を選択中`,
  markSelectedRead: '既読にする',
  markSelectedUnread: '未読にする',
  clearSelection: '選択を解除',
  selectionCleared: '選択を解除しました',
  markedRead: (_n, formatted) => `${formatted} 件を既読にしました`,
  markedUnread: (_n, formatted) => `${formatted} 件を未読にしました`,

  pushEnable: '通知を有効にする',
  pushAsking: '許可を待っています…',
  pushRegistering: '通知を有効にしています…',
  pushRegistered: '通知は有効です',
  pushDenied:
    '通知はブロックされています。ブラウザの設定でこのサイトの通知を許可してから、再読み込みしてください。',
  pushUnsupported: 'このブラウザはここでプッシュ通知を受け取れません。',
  pushInsecure: 'プッシュ通知には安全な（https の）ページが必要です。',
  pushError: '通知を有効にできませんでした。',
  pushUnavailable: '通知は利用できません',
  pushBlocked: '通知はブロックされています',
  pushDismissed: '通知は有効になりませんでした。もう一度確認するにはボタンを押してください。',
  pushRegisteredHint: 'このブラウザーにこのサイトの通知が表示されます。',
  pushNotConfigured: '通知を有効にするにはサインインしてください。',
  pushUnreachable: '通知サービスに接続できませんでした。接続を確認してから再試行してください。',
  pushBadProvider: (value) =>
    `${value ? `provider-id "${value}" はサービスが認識しないプロバイダーです。` : 'provider-id が設定されていません。'}` +
    'プッシュ用のプロバイダー（fcm、apns、expo、one-signal、pushpad、push-webhook、pusher-beams、appio）を使ってください。' +
    '20 個すべてが notif-elements/client の SUBSCRIBER_CHANNEL_PROVIDERS にあります。',
  pushBadVapidKey: (problem) =>
    `vapid-public-key: ${problem}。プッシュサーバーの VAPID 公開鍵を設定するか` +
    '（"npx web-push generate-vapid-keys" で鍵のペアを作れます）、要素に tokenProvider を渡してください。',
  pushNoIntegration: (providerId, integrationIdentifier) =>
    integrationIdentifier
      ? `識別子 "${integrationIdentifier}" の有効な ${providerId} 連携がサービスにありません。` +
        '有効にするか integration-identifier を直してから再試行してください。'
      : `この環境には有効な ${providerId} 連携がありません。作成または有効化してから再試行してください。`,
  pushUnknownSubscriber: (subscriberId) =>
    `サービスに購読者 "${subscriberId}" がいません。作成するか subscriber-id を直してから再試行してください。`,
  pushRefused: (status) =>
    `サービスがリクエストを拒否しました（${status}）。api-key または token、またはプロキシのサインインを確認してください。`,

  activityFilters: 'フィルター',
  activityChannels: 'チャネル',
  activitySeverity: '重要度',
  activityTemplates: 'ワークフロー',
  activityEmails: '購読者のメールアドレス',
  activitySubscriberIds: '購読者 ID',
  activityTransactionId: 'トランザクション ID',
  activityTopicKey: 'トピックキー',
  activitySubscriptionId: 'サブスクリプション ID',
  activityContextKeys: 'コンテキストキー',
  activityAfter: '開始',
  activityBefore: '終了',
  activityPageSize: '1 ページのイベント数',
  activityPage: 'ページ',
  activityPickSeveral: 'いくつでも選べます。何も選ばなければすべてです。',
  activityListHint: '複数ある場合はカンマで区切ります。',
  activityTemplatesHint: 'ワークフローの識別子または ID。複数ある場合はカンマで区切ります。',
  activityContextKeysHint:
    'それぞれ tenant:acme のように type:id の形で書きます。複数ある場合はカンマで区切ります。',
  activityDateHint: 'お使いのタイムゾーンで指定します。',
  activityApply: 'フィルターを適用',
  activityClear: 'フィルターをクリア',
  activityFieldProblem: (label, problem) => `${label}: ${problem}`,
  activityValueProblem: (label, value, problem) => `${label}:「${value}」${problem}`,
  activityIncompleteDate: '日付と時刻が揃っていません',
  activityInvalid: (n) => `${n} 件のフィルターを直す必要があります。問題は各項目の下に表示されています。`,
  activityRejected: 'サービスがこのフィルターを拒否しました。該当する項目に印が付いています。',
  activityTableCaption: '通知イベント（新しい順）。行で Enter キーを押すと詳細を開きます。',
  activityColumnCreated: '作成日時',
  activityColumnWorkflow: 'ワークフロー',
  activityColumnSubscriber: '購読者',
  activityColumnChannels: 'チャネル',
  activityColumnSeverity: '重要度',
  activityColumnStatus: 'ステータス',
  activityPager: 'イベントのページ',
  activityPrevious: '前へ',
  activityNext: '次へ',
  activityPageStatus: (page, first, last) => `${page} ページ目、イベント ${first}〜${last}`,
  activityPageEmpty: (page) => `${page} ページ目、イベントなし`,
  activityLoading: 'イベントを読み込んでいます…',
  activityEmpty: 'このフィルターに一致するイベントはありません。',
  activityEmptyAll: 'イベントはまだありません。',
  activityError: 'イベントを読み込めませんでした。',
  activityNoCredentials:
    'アクティビティログを表示するには api-key または token を設定してください。環境のすべてのイベントを表示するため、信頼できるページ専用です。',
  activityUnknownWorkflow: '不明なワークフロー',
  activityUnknownSubscriber: '不明な購読者',
  activityOutcome: (outcome) => named(OUTCOMES, outcome) ?? outcome,
  activityChannel: (channel) => named(CHANNELS, channel) ?? channel,
  activitySeverityLevel: (severity) => named(SEVERITIES, severity) ?? severity,
  activityDetailTitle: (workflow) => `イベント: ${workflow}`,
  activityClose: '閉じる',
  activityLoadingEvent: 'イベントを読み込んでいます…',
  activityEventError: 'イベントを読み込めませんでした。',

  activityNone: 'なし',
  activityDetailStatus: (status) => named(DETAIL_STATUSES, status) ?? status,
  activitySource: (source) => named(SOURCES, source) ?? source,
  activityEventId: 'イベント ID',
  activityCritical: '重大',
  activityTopics: 'トピック',
  activityTags: 'タグ',
  activityPayload: 'ペイロード',
  activityJobs: (n) => `ジョブ ${n} 件`,
  activityNoJobs: 'このイベントにはジョブがありません。',
  activityStep: (position, name) => `ステップ ${position}: ${name}`,
  activityJobType: '種類',
  activityJobStatus: 'ステータス',
  activityProvider: 'プロバイダー',
  activityUpdated: '更新日時',
  activityNoDetails: '実行の詳細はまだありません。',
  activityTimeline: (step) => `${step} の実行の詳細`,
  activitySourceLabel: 'ソース',
  activityRetryFlag: '再試行',
  activityTestFlag: 'テスト実行',
  activityRaw: '生の出力',
  activityRawText: '生の出力（テキスト）',
  activityDigestWindow: (duration) => `${duration}のあいだイベントを集め、まとめて送信します。`,
  activityDigestCollects: 'イベントを集め、まとめて送信します。',
  activityDigestBackoff: (duration) =>
    duration
      ? `バックオフ: 直前の ${duration} 以内に別のイベントがあった場合だけまとめ、それ以外はすぐに送信します。`
      : 'バックオフ: 直前に別のイベントがあった場合だけまとめ、それ以外はすぐに送信します。',
  activityDigestKey: (key) => `イベントを「${key}」でまとめます。`,
  activityDigestUpdateMode: '更新モード: 後から来たイベントが待機中のダイジェストを更新します。',
  activityTimedWeekly: (days, time) =>
    time ? `毎週 ${days} の ${time} に送信します。` : `毎週 ${days} に送信します。`,
  activityTimedMonthDays: (days, time) => `毎月 ${days} 日${time ? `の ${time}` : ''}に送信します。`,
  activityTimedOrdinal: (ordinal, what, time) =>
    `毎月${ordinal}${what}${time ? `の ${time}` : ''}に送信します。`,
  activityTimedDaily: (time) => `毎日 ${time} に送信します。`,
  activityOrdinal: (ordinal) => named(ORDINALS, ordinal) ?? ordinal,
  activityOrdinalUnit: (unit) => named(ORDINAL_UNITS, unit) ?? unit,
  activityCron: (expression) => `cron スケジュール: ${expression}。`,
  activityDigestUntil: (date) => `${date} まで集めます。`,
  activityDigestEvents: (_n, formatted) => `${formatted} 件のイベントを集めました。`,
  activityDelayFor: (duration) => `次のステップまで ${duration} 待ちます。`,
  activityDelayUntilPath: (path) => `ペイロードの「${path}」の日時まで待ちます。`,
  activityScheduleExtensions: (n, formatted) =>
    n === 1
      ? '購読者のスケジュールに合わせて 1 回延期されました。'
      : `購読者のスケジュールに合わせて ${formatted} 回延期されました。`,

  toastsLabel: '新しい通知',
  toastDismiss: '通知を閉じる',
  toastsMore: (_n, formatted) => `ほか ${formatted} 件`,
  desktopEnable: 'デスクトップ通知を有効にする',
};
