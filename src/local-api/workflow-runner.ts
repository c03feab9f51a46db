/**
 * Runs a workflow for one subscriber the way a delivery service would, and records the result in the
 * local state: one notification event (with a job per step and each job's execution log) and, for every
 * `in_app` step, one in-app message. The seed builds its records with it and the trigger route calls it,
 * so seeded and triggered data have the same shape.
 *
 * Nothing is sent anywhere. Each step's outcome comes from `input.outcome` (default: success), from the
 * environment's integrations and from the subscriber's data (no email address, no device token, …).
 * Ids come from `state.sequence` and times from `input.at`: the same state and input give the same records.
 */
import {
  ACTIVITY_PROVIDERS,
  BUTTON_TYPES,
  DIGEST_TYPES,
  EMAIL_BLOCK_TYPES,
  JOB_TYPES,
  MONTHLY_TYPES,
  ORDINALS,
  ORDINAL_VALUES,
  SEVERITIES,
  TEXT_ALIGNS,
  TIME_UNITS,
  WEEK_DAYS,
  isOneOf,
} from '../api/providers.js';
import type {
  ActivityProvider,
  ChannelType,
  ExecutionDetailSource,
  ExecutionDetailStatus,
  JobType,
  MessageStatus,
  Severity,
  TimeUnit,
} from '../api/providers.js';
import type {
  ActivityNotification,
  ActivityTopic,
  DigestMetadata,
  DigestTimedConfig,
  EmailBlock,
  ExecutionDetail,
  Integration,
  Job,
  Message,
  MessageButton,
  MessageCTA,
  Step,
  Subscriber,
  Workflow,
  WorkflowStep,
} from '../api/types.js';
import { nextId } from './ids.js';
import type { LocalState, StoredNotification } from './state.js';

/**
 * How one step ends, as asked by the caller (the subscriber's data can still skip a delivery step):
 * - `success`: delivered, or the delay / digest / action completed;
 * - `failed`: a provider error (email, sms, push, chat), an in-app message stored with status `error`,
 *   a failed delay / digest / action; later steps still run unless the step has `shouldStopOnFail`;
 * - `warning`: a delivery step filtered out, an in-app message stored with status `warning`, a digest event
 *   merged into another digest or a throttled workflow (both cancel the later steps);
 * - `pending`: the step is still queued or waiting (delay, digest window): later steps have not run.
 */
export type StepOutcome = 'success' | 'failed' | 'warning' | 'pending';

/** Everything {@link runWorkflow} needs to run one trigger. */
export interface RunWorkflowInput {
  environmentId: string;
  workflow: Workflow;
  /** A stored subscriber: its internal `_id` links the records. */
  subscriber: Subscriber;
  payload: Record<string, unknown>;
  transactionId: string;
  /** When the trigger arrived; every date of the records derives from it. */
  at: Date;
  /** Topics the event went through. */
  topics?: ActivityTopic[];
  /** The topic subscription that matched, stored beside the event for filtering (DESIGN §4.6). */
  subscriptionId?: string;
  contextKeys?: string[];
  /** Overrides the workflow's severity (see {@link workflowSeverity}). */
  severity?: Severity;
  /** Decides how each step ends; `index` is the step's position in `workflow.steps`. */
  outcome?: (step: WorkflowStep, index: number) => StepOutcome;
}

/**
 * What a step's `template` holds here (the contract leaves it opaque). `type` says what the step does;
 * `subject`, `content`, `cta.url`, button texts and `avatar` may hold `{{payload.x}}` placeholders.
 * A type alias rather than an interface, so it fits the contract's `Record<string, unknown>`.
 */
export type StepTemplate = {
  type: JobType;
  subject?: string;
  content?: string | EmailBlock[];
  cta?: { url?: string; buttons?: MessageButton[] };
  /**
   * An avatar URL for the message. The Message resource has no avatar field and the elements read
   * `payload.avatar` (DESIGN §5), so it is put there when the trigger payload has none.
   */
  avatar?: string;
  /** `http_request` steps: the request they make. */
  method?: string;
  url?: string;
  /** `throttle` steps: at most `threshold` runs per `amount` `unit`. */
  threshold?: number;
  amount?: number;
  unit?: TimeUnit;
};

/** Spacing of consecutive log lines of a run, so that they sort in the order they happened. */
const TICK_MS = 400;

const UNIT_MS: Record<TimeUnit, number> = {
  seconds: 1_000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
  weeks: 7 * 86_400_000,
  months: 30 * 86_400_000,
};

/** Provider named on a job when the environment has no integration for its channel. */
const FALLBACK_PROVIDER: Record<ChannelType, ActivityProvider> = {
  in_app: 'svc',
  email: 'svc-email',
  sms: 'svc-sms',
  chat: 'svc-slack',
  push: 'fcm',
};

/** Made-up provider answers for failed sends, so the log viewer has a realistic `raw` to show. */
const PROVIDER_ERRORS: Record<Exclude<ChannelType, 'in_app'>, { detail: string; raw: unknown }> = {
  email: {
    detail: 'The provider refused the API key (401 Unauthorized)',
    raw: {
      statusCode: 401,
      errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null }],
    },
  },
  sms: {
    detail: 'The provider refused the account credentials (20003 Authenticate)',
    raw: { status: 401, code: 20003, message: 'Authentication failed: wrong account SID or auth token' },
  },
  push: {
    detail: 'The provider refused the service account (403 PERMISSION_DENIED)',
    raw: { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Permission denied to send messages' } },
  },
  chat: {
    detail: 'The chat webhook was rejected (403 invalid_token)',
    raw: { ok: false, status: 403, error: 'invalid_token' },
  },
};

const IN_APP_ERROR = {
  errorId: 'realtime_delivery_failed',
  errorText:
    'The message was stored, but its real-time delivery failed: the connection closed before it was acknowledged.',
};
const IN_APP_WARNING = 'Stored without a real-time update: the subscriber was offline.';

/** Why the steps after a given one do not run. */
type Halt = { kind: 'pending' } | { kind: 'canceled'; reason: string };

/** The state of one run while its steps execute. */
interface Run {
  state: LocalState;
  input: RunWorkflowInput;
  organizationId: string;
  notificationId: string;
  /** The subscriber's internal id. */
  subscriberId: string;
  /** Epoch milliseconds of the last log line; moves forward as steps run (and jumps over delays). */
  clock: number;
  halt?: Halt;
}

/** What running one step produced. */
interface StepResult {
  status: string;
  details: ExecutionDetail[];
  providerId: ActivityProvider;
  digest?: DigestMetadata;
}

/**
 * Runs `input.workflow` for `input.subscriber` and records it in `state`: pushes the notification event to
 * `state.notifications` and one message per `in_app` step to `state.messages`. Returns the stored event.
 */
export function runWorkflow(state: LocalState, input: RunWorkflowInput): StoredNotification {
  const subscriberId = input.subscriber._id;
  if (!subscriberId)
    throw new Error(`runWorkflow needs a stored subscriber; ${input.subscriber.subscriberId} has no _id`);
  const run: Run = {
    state,
    input,
    subscriberId,
    organizationId: organizationOf(state, input),
    notificationId: nextId(state),
    clock: input.at.getTime(),
  };
  // Inactive steps are not part of the run at all, as with the real service: they get no job.
  const jobs = input.workflow.steps.flatMap((step, index) =>
    step.active === false ? [] : [runJob(run, step, index)],
  );
  const record = notificationRecord(run, jobs);
  const stored: StoredNotification = input.subscriptionId
    ? { record, subscriptionId: input.subscriptionId }
    : { record };
  state.notifications.push(stored);
  return stored;
}

/**
 * Replaces each `{{payload.path}}` of `text` (nested paths too: `{{payload.user.name}}`) with that payload
 * value as plain text; a missing value becomes empty text. Nothing is escaped: values are stored verbatim
 * and escaping is the renderer's job. One pass only, so a value that itself looks like a placeholder stays as
 * it is. Other placeholders (`{{subscriber.x}}`) are left alone.
 */
export function renderTemplate(text: string, payload: Record<string, unknown>): string {
  return text.replace(placeholders(), (_match, path: string) => textOf(lookup(payload, path)));
}

/** The payload paths that `texts` use and `payload` does not have, each once, in order of use. */
export function missingVariables(texts: readonly string[], payload: Record<string, unknown>): string[] {
  const paths = texts.flatMap((text) => [...text.matchAll(placeholders())].map((match) => match[1]!));
  return [...new Set(paths)].filter((path) => lookup(payload, path) === undefined);
}

/** The job type of a step: `template.type`, or `custom` when the step does not say. */
export function stepTypeOf(step: WorkflowStep): JobType {
  const type = step.template?.['type'];
  return isOneOf(JOB_TYPES, type) ? type : 'custom';
}

/**
 * The severity of a workflow's events. The Workflow resource has no severity field, so it is kept in
 * `workflow.data.severity`; anything else means `none`.
 */
export function workflowSeverity(workflow: Workflow): Severity {
  const value = workflow.data?.['severity'];
  return isOneOf(SEVERITIES, value) ? value : 'none';
}

/**
 * The integration that delivers `channel` in an environment: its active primary one, else the newest active
 * one (records are appended as they are created, so the last one). Agent integrations deliver nothing.
 */
export function pickIntegration(
  state: LocalState,
  environmentId: string,
  channel: ChannelType,
): Integration | undefined {
  const candidates = state.integrations.filter(
    (integration) =>
      integration._environmentId === environmentId &&
      integration.channel === channel &&
      integration.kind !== 'agent' &&
      integration.active &&
      !integration.deleted,
  );
  return candidates.find((integration) => integration.primary) ?? candidates.at(-1);
}

/**
 * Logs that the subscriber read `message`: a ReadConfirmation line on the in-app job that created it, as the
 * real service records the inbox's read receipt. The message's own flags are the caller's business.
 */
export function recordReadConfirmation(state: LocalState, message: Message, at: Date): void {
  const notification = state.notifications.find(
    (stored) => stored.record._id === message._notificationId,
  )?.record;
  const job = notification?.jobs?.find(
    (candidate) =>
      candidate.type === 'in_app' &&
      (message._messageTemplateId == null || candidate.step._templateId === message._messageTemplateId),
  );
  if (!notification || !job) return;
  const createdAt = at.toISOString();
  job.executionDetails.push(
    detailRecord(
      nextId(state),
      createdAt,
      'ReadConfirmation',
      'Webhook',
      'Message read by the subscriber',
      'svc',
    ),
  );
  job.updatedAt = later(job.updatedAt, createdAt);
  notification.updatedAt = later(notification.updatedAt, createdAt);
}

// ---------------------------------------------------------------------------
// The event record

function notificationRecord(run: Run, jobs: Job[]): ActivityNotification {
  const { input } = run;
  const { workflow, subscriber } = input;
  return defined<ActivityNotification>({
    _id: run.notificationId,
    _environmentId: input.environmentId,
    _organizationId: run.organizationId,
    _subscriberId: run.subscriberId,
    transactionId: input.transactionId,
    _templateId: workflow._id,
    createdAt: input.at.toISOString(),
    updatedAt: iso(run.clock),
    channels: [...new Set(jobs.map((job) => job.type))],
    subscriber: defined({
      subscriberId: subscriber.subscriberId,
      _id: run.subscriberId,
      firstName: subscriber.firstName ?? undefined,
      lastName: subscriber.lastName ?? undefined,
      email: subscriber.email ?? undefined,
      phone: subscriber.phone ?? undefined,
    }),
    template: defined({
      _id: workflow._id,
      name: workflow.name,
      triggers: clone(workflow.triggers),
      origin: 'svc-cloud' as const,
    }),
    jobs,
    payload: clone(input.payload),
    tags: [...workflow.tags],
    to: defined({
      subscriberId: subscriber.subscriberId,
      firstName: subscriber.firstName ?? undefined,
      lastName: subscriber.lastName ?? undefined,
      email: subscriber.email ?? undefined,
      phone: subscriber.phone ?? undefined,
    }),
    topics: clone(input.topics ?? []),
    severity: input.severity ?? workflowSeverity(workflow),
    critical: workflow.critical,
    contextKeys: [...(input.contextKeys ?? [])],
  });
}

function organizationOf(state: LocalState, input: RunWorkflowInput): string {
  return (
    state.environments.find((env) => env._id === input.environmentId)?._organizationId ??
    input.workflow._organizationId
  );
}

// ---------------------------------------------------------------------------
// Jobs

function runJob(run: Run, step: WorkflowStep, index: number): Job {
  const id = nextId(run.state);
  const type = stepTypeOf(step);
  const record = stepRecord(run, step);
  const result = run.halt
    ? haltedStep(run, type, run.halt)
    : runStep(run, step, type, run.input.outcome?.(step, index) ?? 'success');
  return defined<Job>({
    _id: id,
    type,
    digest: result.digest,
    executionDetails: result.details,
    step: record,
    payload: clone(run.input.payload),
    providerId: result.providerId,
    status: result.status,
    updatedAt: iso(run.clock),
  });
}

/** A copy of the workflow step as the job ran it, so later edits of the workflow do not rewrite history. */
function stepRecord(run: Run, step: WorkflowStep): Step {
  const id = step._id ?? nextId(run.state);
  return defined<Step>({
    _id: id,
    active: step.active ?? true,
    filters: clone(step.filters ?? []),
    _templateId: step._templateId ?? id,
    name: step.name,
    template: step.template && clone(step.template),
    metadata: step.metadata && { ...clone(step.metadata) },
    replyCallback: step.replyCallback && { ...step.replyCallback },
    _parentId: step._parentId ?? null,
  });
}

function runStep(run: Run, step: WorkflowStep, type: JobType, outcome: StepOutcome): StepResult {
  switch (type) {
    case 'in_app':
    case 'email':
    case 'sms':
    case 'push':
    case 'chat':
      return runDelivery(run, step, type, outcome);
    case 'digest':
      return runDigest(run, step, outcome);
    case 'delay':
      return runDelay(run, step, outcome);
    default:
      return runAction(run, step, type, outcome);
  }
}

/** A step after one that is still waiting (not started yet) or that stopped the workflow. */
function haltedStep(run: Run, type: JobType, halt: Halt): StepResult {
  const providerId = plannedProvider(run, type);
  if (halt.kind === 'pending') return { status: 'pending', details: [], providerId };
  return { status: 'canceled', details: [log(run, 'Warning', 'Internal', halt.reason)], providerId };
}

/** The provider a job of this type would use: the channel's integration, or the service itself. */
function plannedProvider(run: Run, type: JobType): ActivityProvider {
  if (type !== 'email' && type !== 'sms' && type !== 'push' && type !== 'chat') return 'svc';
  return providerOf(pickIntegration(run.state, run.input.environmentId, type), type);
}

/** A failed step: the workflow goes on unless the step says it must stop on failure. */
function failed(
  run: Run,
  step: WorkflowStep,
  details: ExecutionDetail[],
  providerId: ActivityProvider,
): StepResult {
  if (step.shouldStopOnFail) {
    run.halt = {
      kind: 'canceled',
      reason: `Step skipped: "${step.name ?? stepTypeOf(step)}" failed and the workflow stops on failure`,
    };
  }
  return { status: 'failed', details, providerId };
}

/** The step is waiting (a delay, a digest window, a queued send): later steps wait too. */
function waiting(
  run: Run,
  status: string,
  details: ExecutionDetail[],
  providerId: ActivityProvider = 'svc',
): StepResult {
  run.halt = { kind: 'pending' };
  return { status, details, providerId };
}

// ---------------------------------------------------------------------------
// Delivery steps

function runDelivery(run: Run, step: WorkflowStep, channel: ChannelType, outcome: StepOutcome): StepResult {
  const integration =
    channel === 'in_app' ? undefined : pickIntegration(run.state, run.input.environmentId, channel);
  const providerId = channel === 'in_app' ? 'svc' : providerOf(integration, channel);
  const details = [log(run, 'Pending', 'Internal', 'Step queued')];
  if (outcome === 'pending') return waiting(run, 'pending', details, providerId);
  if (channel === 'in_app') return runInApp(run, step, outcome, details);
  if (!integration) {
    details.push(log(run, 'Failed', 'Internal', `No active ${channel} integration in this environment`));
    return failed(run, step, details, providerId);
  }
  const problem = recipientProblem(run.input.subscriber, channel, integration);
  if (problem) {
    details.push(log(run, 'Warning', problem.source, problem.detail, { providerId }));
    return { status: 'skipped', details, providerId };
  }
  return sendThroughProvider(run, step, channel, outcome, details, providerId);
}

function sendThroughProvider(
  run: Run,
  step: WorkflowStep,
  channel: Exclude<ChannelType, 'in_app'>,
  outcome: StepOutcome,
  details: ExecutionDetail[],
  providerId: ActivityProvider,
): StepResult {
  if (outcome === 'warning') {
    details.push(
      log(
        run,
        'Warning',
        'Internal',
        'Step filtered: its conditions did not match the subscriber or payload',
      ),
    );
    return { status: 'skipped', details, providerId };
  }
  if (outcome === 'failed') {
    const error = PROVIDER_ERRORS[channel];
    details.push(log(run, 'Failed', 'Credentials', error.detail, { providerId, raw: error.raw }));
    return failed(run, step, details, providerId);
  }
  const providerMessageId = nextId(run.state);
  details.push(
    log(run, 'Success', 'Internal', 'Message sent', {
      providerId,
      raw: { id: providerMessageId, accepted: true },
    }),
  );
  // The provider's delivery receipt arrives later through its webhook.
  details.push(
    log(run, 'Success', 'Webhook', 'Message delivered', {
      providerId,
      raw: { id: providerMessageId, event: 'delivered', timestamp: iso(run.clock + 2_000) },
      after: 2_000,
    }),
  );
  return { status: 'completed', details, providerId };
}

/** Why a channel cannot reach this subscriber, if it cannot. */
function recipientProblem(
  subscriber: Subscriber,
  channel: ChannelType,
  integration: Integration,
): { source: ExecutionDetailSource; detail: string } | undefined {
  const entry = subscriber.channels?.find(
    (settings) =>
      settings.providerId === integration.providerId && settings._integrationId === integration._id,
  );
  switch (channel) {
    case 'email':
      return subscriber.email ? undefined : { source: 'Internal', detail: 'Subscriber has no email address' };
    case 'sms':
      return subscriber.phone ? undefined : { source: 'Internal', detail: 'Subscriber has no phone number' };
    case 'push':
      return entry?.credentials.deviceTokens?.length
        ? undefined
        : { source: 'Credentials', detail: `Subscriber has no device tokens for ${integration.providerId}` };
    case 'chat':
      return entry?.credentials.webhookUrl
        ? undefined
        : { source: 'Credentials', detail: `Subscriber has no webhook URL for ${integration.providerId}` };
    default:
      return undefined;
  }
}

function providerOf(integration: Integration | undefined, channel: ChannelType): ActivityProvider {
  return isOneOf(ACTIVITY_PROVIDERS, integration?.providerId)
    ? integration.providerId
    : FALLBACK_PROVIDER[channel];
}

// ---------------------------------------------------------------------------
// In-app step

function runInApp(
  run: Run,
  step: WorkflowStep,
  outcome: StepOutcome,
  details: ExecutionDetail[],
): StepResult {
  const template = readStepTemplate(step);
  const messageId = nextId(run.state);
  const created = log(run, 'Success', 'Internal', 'In-app message created', {
    providerId: 'svc',
    raw: { messageId },
  });
  details.push(created);
  const status: MessageStatus = outcome === 'failed' ? 'error' : outcome === 'warning' ? 'warning' : 'sent';
  run.state.messages.push(messageRecord(run, step, template, messageId, created.createdAt!, status));

  const missing = missingVariables(templateTexts(template), run.input.payload);
  if (missing.length > 0) {
    details.push(
      log(
        run,
        'Warning',
        'Payload',
        `Payload variables missing, rendered as empty text: ${missing.join(', ')}`,
      ),
    );
  }
  if (outcome === 'failed') {
    details.push(
      log(run, 'Failed', 'Internal', IN_APP_ERROR.errorText, {
        providerId: 'svc',
        raw: { error: IN_APP_ERROR.errorId },
      }),
    );
    return failed(run, step, details, 'svc');
  }
  if (outcome === 'warning')
    details.push(log(run, 'Warning', 'Internal', IN_APP_WARNING, { providerId: 'svc' }));
  else details.push(log(run, 'Success', 'Internal', 'Message sent to the inbox', { providerId: 'svc' }));
  return { status: 'completed', details, providerId: 'svc' };
}

function messageRecord(
  run: Run,
  step: WorkflowStep,
  template: StepTemplate,
  id: string,
  createdAt: string,
  status: MessageStatus,
): Message {
  const { input } = run;
  const { payload } = input;
  return defined<Message>({
    _id: id,
    _templateId: input.workflow._id ?? null,
    _environmentId: input.environmentId,
    _messageTemplateId: step._templateId ?? null,
    _organizationId: run.organizationId,
    _notificationId: run.notificationId,
    _subscriberId: run.subscriberId,
    templateIdentifier: input.workflow.triggers[0]?.identifier,
    createdAt,
    deliveredAt: [createdAt],
    content: renderContent(template.content ?? '', payload),
    transactionId: input.transactionId,
    subject: template.subject === undefined ? undefined : renderTemplate(template.subject, payload),
    channel: 'in_app',
    read: false,
    seen: false,
    cta: renderCta(template.cta, payload),
    _feedId: null,
    status,
    errorId: status === 'error' ? IN_APP_ERROR.errorId : undefined,
    errorText:
      status === 'error' ? IN_APP_ERROR.errorText : status === 'warning' ? IN_APP_WARNING : undefined,
    payload: messagePayload(template, payload),
    contextKeys: [...(input.contextKeys ?? [])],
    providerId: 'svc',
  });
}

function renderContent(
  content: string | EmailBlock[],
  payload: Record<string, unknown>,
): string | EmailBlock[] {
  if (typeof content === 'string') return renderTemplate(content, payload);
  return content.map((block) =>
    defined<EmailBlock>({
      type: block.type,
      content: renderTemplate(block.content, payload),
      url: block.url === undefined ? undefined : renderTemplate(block.url, payload),
      styles: block.styles && { ...block.styles },
    }),
  );
}

/** Always a redirect CTA (as the real service stores it); `data.url` only when the template gives a non-empty one. */
function renderCta(cta: StepTemplate['cta'], payload: Record<string, unknown>): MessageCTA {
  const url = cta?.url === undefined ? '' : renderTemplate(cta.url, payload).trim();
  const buttons = (cta?.buttons ?? []).map((button) =>
    defined<MessageButton>({
      type: button.type,
      content: renderTemplate(button.content, payload),
      resultContent:
        button.resultContent === undefined ? undefined : renderTemplate(button.resultContent, payload),
    }),
  );
  return defined<MessageCTA>({
    type: 'redirect',
    data: url ? { url } : {},
    action: buttons.length > 0 ? { status: 'pending', buttons } : undefined,
  });
}

/** The trigger payload, plus the template's avatar when the payload brings none (see {@link StepTemplate}). */
function messagePayload(template: StepTemplate, payload: Record<string, unknown>): Record<string, unknown> {
  const avatar = template.avatar === undefined ? '' : renderTemplate(template.avatar, payload).trim();
  const copy = clone(payload);
  if (avatar && copy['avatar'] === undefined) copy['avatar'] = avatar;
  return copy;
}

function templateTexts(template: StepTemplate): string[] {
  const content = template.content ?? '';
  const blocks =
    typeof content === 'string' ? [content] : content.flatMap((block) => [block.content, block.url ?? '']);
  const buttons = (template.cta?.buttons ?? []).flatMap((button) => [
    button.content,
    button.resultContent ?? '',
  ]);
  return [template.subject ?? '', ...blocks, template.cta?.url ?? '', ...buttons, template.avatar ?? ''];
}

/**
 * The step's template read defensively: workflows may come from a hand-edited data file, and a bad field
 * should cost that field, not the run.
 */
export function readStepTemplate(step: WorkflowStep): StepTemplate {
  const raw = loose(step.template);
  const cta = loose(raw['cta']);
  return defined<StepTemplate>({
    type: stepTypeOf(step),
    subject: str(raw['subject']),
    content: Array.isArray(raw['content']) ? raw['content'].flatMap(readBlock) : str(raw['content']),
    cta:
      raw['cta'] === undefined
        ? undefined
        : defined({ url: str(cta['url']), buttons: listOf(cta['buttons']).flatMap(readButton) }),
    avatar: str(raw['avatar']),
    method: str(raw['method']),
    url: str(raw['url']),
    threshold: num(raw['threshold']),
    amount: num(raw['amount']),
    unit: isOneOf(TIME_UNITS, raw['unit']) ? raw['unit'] : undefined,
  });
}

function readBlock(value: unknown): EmailBlock[] {
  const block = loose(value);
  const content = str(block['content']);
  if (!isOneOf(EMAIL_BLOCK_TYPES, block['type']) || content === undefined) return [];
  const align = loose(block['styles'])['textAlign'];
  return [
    defined<EmailBlock>({
      type: block['type'],
      content,
      url: str(block['url']),
      styles: isOneOf(TEXT_ALIGNS, align) ? { textAlign: align } : undefined,
    }),
  ];
}

function readButton(value: unknown): MessageButton[] {
  const button = loose(value);
  const content = str(button['content']);
  if (!isOneOf(BUTTON_TYPES, button['type']) || content === undefined) return [];
  return [
    defined<MessageButton>({ type: button['type'], content, resultContent: str(button['resultContent']) }),
  ];
}

// ---------------------------------------------------------------------------
// Digest and delay steps

function runDigest(run: Run, step: WorkflowStep, outcome: StepOutcome): StepResult {
  const digest = digestMetadata(step.metadata, run.input.payload, run.clock);
  const until = digest.timed?.untilDate
    ? Date.parse(digest.timed.untilDate)
    : run.clock + span(digest.amount, digest.unit, 10, 'minutes');
  const details = [
    log(run, 'Pending', 'Internal', 'Step queued'),
    log(run, 'Queued', 'Internal', `Digest collecting events until ${iso(until)}`, {
      raw: digestRaw(digest),
    }),
  ];
  const result = (status: string) => ({ status, details, providerId: 'svc' as const, digest });
  switch (outcome) {
    case 'pending':
      return { ...waiting(run, 'delayed', details), digest };
    case 'warning':
      details.push(
        log(run, 'Warning', 'Internal', 'Event merged into a digest already running for the same key'),
      );
      run.halt = { kind: 'canceled', reason: 'Step skipped: the event was merged into another digest' };
      return result('merged');
    case 'failed':
      details.push(log(run, 'Failed', 'Internal', 'Digest failed: the digest window could not be scheduled'));
      return { ...failed(run, step, details, 'svc'), digest };
    default:
      run.clock = Math.max(run.clock, until);
      details.push(
        log(run, 'Success', 'Internal', `Digest completed: ${digest.events?.length ?? 0} event(s) digested`),
      );
      return result('completed');
  }
}

function digestRaw(digest: DigestMetadata): unknown {
  return defined({
    type: digest.type,
    digestKey: digest.digestKey,
    cronExpression: digest.timed?.cronExpression,
  });
}

function digestMetadata(metadata: unknown, payload: Record<string, unknown>, from: number): DigestMetadata {
  const meta = loose(metadata);
  const type = isOneOf(DIGEST_TYPES, meta['type']) ? meta['type'] : 'regular';
  return defined<DigestMetadata>({
    type,
    digestKey: str(meta['digestKey']),
    amount: num(meta['amount']),
    unit: isOneOf(TIME_UNITS, meta['unit']) ? meta['unit'] : undefined,
    events: [clone(payload)],
    backoff: typeof meta['backoff'] === 'boolean' ? meta['backoff'] : undefined,
    backoffAmount: num(meta['backoffAmount']),
    backoffUnit: isOneOf(TIME_UNITS, meta['backoffUnit']) ? meta['backoffUnit'] : undefined,
    updateMode: typeof meta['updateMode'] === 'boolean' ? meta['updateMode'] : undefined,
    timed: type === 'timed' ? timedConfig(meta['timed'], from) : undefined,
  });
}

/** The step's timed config as a job records it: month days as numbers, plus the cron and the next run. */
function timedConfig(value: unknown, from: number): DigestTimedConfig {
  const raw = loose(value);
  const weekDays = listOf(raw['weekDays']).filter((day) => isOneOf(WEEK_DAYS, day));
  const monthDays = listOf(raw['monthDays'])
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 31);
  const config = defined<DigestTimedConfig>({
    atTime: str(raw['atTime']),
    weekDays: weekDays.length > 0 ? weekDays : undefined,
    monthDays: monthDays.length > 0 ? monthDays : undefined,
    ordinal: isOneOf(ORDINALS, raw['ordinal']) ? raw['ordinal'] : undefined,
    ordinalValue: isOneOf(ORDINAL_VALUES, raw['ordinalValue']) ? raw['ordinalValue'] : undefined,
    monthlyType: isOneOf(MONTHLY_TYPES, raw['monthlyType']) ? raw['monthlyType'] : undefined,
  });
  return { ...config, cronExpression: cronOf(config), untilDate: iso(nextTimedRun(from, config)) };
}

/**
 * The next time after `from` that a timed digest fires: at `atTime` (UTC; default 09:00) on one of the
 * week days, else one of the month days, else any day. Ordinal schedules are approximated by the first rule.
 */
function nextTimedRun(from: number, timed: DigestTimedConfig): number {
  const [hours, minutes] = clockTime(timed.atTime);
  const weekDays = (timed.weekDays ?? []).map((day) => (WEEK_DAYS.indexOf(day) + 1) % 7); // getUTCDay: Sunday = 0
  const start = new Date(from);
  for (let offset = 0; offset <= 62; offset += 1) {
    const candidate = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + offset, hours, minutes),
    );
    const dayMatches =
      weekDays.length > 0
        ? weekDays.includes(candidate.getUTCDay())
        : timed.monthDays?.length
          ? timed.monthDays.includes(candidate.getUTCDate())
          : true;
    if (candidate.getTime() > from && dayMatches) return candidate.getTime();
  }
  return from + UNIT_MS.days;
}

function cronOf(timed: DigestTimedConfig): string {
  const [hours, minutes] = clockTime(timed.atTime);
  const weekDays = (timed.weekDays ?? []).map((day) => (WEEK_DAYS.indexOf(day) + 1) % 7);
  const monthDays = weekDays.length === 0 && timed.monthDays?.length ? timed.monthDays.join(',') : '*';
  return `${minutes} ${hours} ${monthDays} * ${weekDays.length > 0 ? weekDays.join(',') : '*'}`;
}

function clockTime(atTime: string | undefined): [number, number] {
  const match = /^(\d{1,2}):(\d{2})/.exec(atTime ?? '');
  const hours = Number(match?.[1] ?? 9);
  const minutes = Number(match?.[2] ?? 0);
  return hours < 24 && minutes < 60 ? [hours, minutes] : [9, 0];
}

function runDelay(run: Run, step: WorkflowStep, outcome: StepOutcome): StepResult {
  const meta = loose(step.metadata);
  const details = [log(run, 'Pending', 'Internal', 'Step queued')];
  const until = delayUntil(run, meta);
  if (until === undefined) {
    details.push(
      log(
        run,
        'Failed',
        'Payload',
        `The payload has no date at "${str(meta['delayPath']) ?? ''}" to delay until`,
      ),
    );
    // A delay that cannot be scheduled never releases the steps after it.
    run.halt = { kind: 'canceled', reason: 'Step skipped: the delay before it failed' };
    return { status: 'failed', details, providerId: 'svc' };
  }
  details.push(log(run, 'Queued', 'Internal', `Delayed until ${iso(until)}`, { raw: defined({ ...meta }) }));
  switch (outcome) {
    case 'pending':
      return waiting(run, 'delayed', details);
    case 'warning':
      details.push(
        log(run, 'Warning', 'Internal', 'The delay date had already passed: the next steps run now'),
      );
      return { status: 'completed', details, providerId: 'svc' };
    case 'failed':
      details.push(log(run, 'Failed', 'Internal', 'The delayed job could not be resumed'));
      run.halt = { kind: 'canceled', reason: 'Step skipped: the delay before it failed' };
      return { status: 'failed', details, providerId: 'svc' };
    default:
      run.clock = Math.max(run.clock, until);
      details.push(log(run, 'Success', 'Internal', 'Delay finished'));
      return { status: 'completed', details, providerId: 'svc' };
  }
}

/** When a delay step ends: `amount` `unit` from now, or the payload date at `delayPath` (undefined when there is none). */
function delayUntil(run: Run, meta: Record<string, unknown>): number | undefined {
  if (meta['type'] !== 'scheduled') {
    return (
      run.clock +
      span(num(meta['amount']), isOneOf(TIME_UNITS, meta['unit']) ? meta['unit'] : undefined, 0, 'seconds')
    );
  }
  const value = lookup(run.input.payload, str(meta['delayPath']) ?? '');
  const time = typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
}

function span(
  amount: number | undefined,
  unit: TimeUnit | undefined,
  fallbackAmount: number,
  fallbackUnit: TimeUnit,
): number {
  return (amount ?? fallbackAmount) * UNIT_MS[unit ?? fallbackUnit];
}

// ---------------------------------------------------------------------------
// Action steps: trigger, throttle, custom, http_request

function runAction(run: Run, step: WorkflowStep, type: JobType, outcome: StepOutcome): StepResult {
  const template = readStepTemplate(step);
  const details = [log(run, 'Pending', 'Internal', 'Step queued')];
  if (outcome === 'pending') return waiting(run, 'pending', details);
  if (outcome === 'warning') {
    if (type === 'throttle') {
      details.push(
        log(
          run,
          'Warning',
          'Internal',
          `Throttle limit reached (${throttleRule(template)}): the remaining steps are skipped`,
        ),
      );
      run.halt = { kind: 'canceled', reason: 'Step skipped: the workflow was throttled' };
    } else {
      details.push(
        log(
          run,
          'Warning',
          'Internal',
          'Step filtered: its conditions did not match the subscriber or payload',
        ),
      );
    }
    return { status: 'skipped', details, providerId: 'svc' };
  }
  const line = outcome === 'failed' ? actionFailure(run, type, template) : actionSuccess(run, type, template);
  details.push(
    log(run, outcome === 'failed' ? 'Failed' : 'Success', 'Internal', line.detail, { raw: line.raw }),
  );
  return outcome === 'failed'
    ? failed(run, step, details, 'svc')
    : { status: 'completed', details, providerId: 'svc' };
}

function actionSuccess(run: Run, type: JobType, template: StepTemplate): { detail: string; raw: unknown } {
  switch (type) {
    case 'trigger':
      return {
        detail: 'Workflow triggered',
        raw: {
          identifier: run.input.workflow.triggers[0]?.identifier ?? null,
          transactionId: run.input.transactionId,
        },
      };
    case 'throttle':
      return {
        detail: `Under the throttle limit (${throttleRule(template)})`,
        raw: { count: 1, threshold: template.threshold ?? 1 },
      };
    case 'http_request':
      return {
        detail: `${template.method ?? 'POST'} ${template.url ?? 'request'} answered 200 OK`,
        raw: { status: 200, headers: { 'content-type': 'application/json' }, body: { received: true } },
      };
    default:
      return { detail: 'Custom step completed', raw: { outputs: { ok: true } } };
  }
}

function actionFailure(run: Run, type: JobType, template: StepTemplate): { detail: string; raw: unknown } {
  switch (type) {
    case 'trigger':
      return {
        detail: 'Trigger failed: the workflow could not be started',
        raw: { error: 'workflow_unavailable' },
      };
    case 'throttle':
      return { detail: 'Throttle state could not be read', raw: { error: 'state_unavailable' } };
    case 'http_request':
      return {
        detail: `${template.method ?? 'POST'} ${template.url ?? 'request'} answered 502 Bad Gateway`,
        raw: {
          status: 502,
          headers: { 'content-type': 'text/html' },
          body: '<html><body>502 Bad Gateway</body></html>',
        },
      };
    default:
      return {
        detail: 'Custom step threw an error',
        raw: {
          error: "TypeError: Cannot read properties of undefined (reading 'id')",
          transactionId: run.input.transactionId,
        },
      };
  }
}

function throttleRule(template: StepTemplate): string {
  return `${template.threshold ?? 1} per ${template.amount ?? 1} ${template.unit ?? 'hours'}`;
}

// ---------------------------------------------------------------------------
// Execution details

/** Appends one log line to the run, `after` ms (default {@link TICK_MS}) after the previous one. */
function log(
  run: Run,
  status: ExecutionDetailStatus,
  source: ExecutionDetailSource,
  detail: string,
  extra: { providerId?: ActivityProvider; raw?: unknown; after?: number } = {},
): ExecutionDetail {
  run.clock += extra.after ?? TICK_MS;
  const raw = extra.raw === undefined ? null : JSON.stringify(extra.raw);
  return detailRecord(nextId(run.state), iso(run.clock), status, source, detail, extra.providerId, raw);
}

function detailRecord(
  id: string,
  createdAt: string,
  status: ExecutionDetailStatus,
  source: ExecutionDetailSource,
  detail: string,
  providerId?: ActivityProvider,
  raw: string | null = null,
): ExecutionDetail {
  return defined<ExecutionDetail>({
    _id: id,
    createdAt,
    status,
    detail,
    isRetry: false,
    isTest: false,
    providerId,
    raw,
    source,
  });
}

// ---------------------------------------------------------------------------
// Small helpers

function placeholders(): RegExp {
  return /\{\{\s*payload\.([\w$-]+(?:\.[\w$-]+)*)\s*\}\}/g;
}

/** The value at a dotted path, reading own properties only (so `{{payload.constructor}}` is missing, not code). */
function lookup(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

function loose(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function iso(time: number): string {
  return new Date(time).toISOString();
}

function later(a: string | undefined, b: string): string {
  return a !== undefined && a > b ? a : b;
}

/** A deep copy, so that records never share objects with their input or with one another. */
function clone<T>(value: T): T {
  return structuredClone(value);
}

/** `value` without its undefined properties, so that records survive a JSON round trip unchanged. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
