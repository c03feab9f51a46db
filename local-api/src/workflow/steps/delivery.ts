/** Email, SMS, push and chat steps: sent through the environment's integration for the channel. */
import type {
  ActivityProvider,
  ChannelType,
  ExecutionDetail,
  ExecutionDetailSource,
  Integration,
  Subscriber,
  WorkflowStep,
} from 'notif-api-contract';
import { pickIntegration, providerOf } from '../integrations.js';
import { failedStep, waitingStep } from '../run.js';
import type { StepOutcome, StepResult, WorkflowRun } from '../run.js';
import { iso } from '../values.js';

/** The channels a provider delivers (the in-app channel is the service's own). */
export type ProviderChannel = Exclude<ChannelType, 'in_app'>;

/** How long after the send the provider's delivery receipt arrives through its webhook. */
const RECEIPT_DELAY_MS = 2_000;

/** Made-up provider answers for failed sends, so the log viewer has a realistic `raw` to show. */
const PROVIDER_ERRORS: Record<ProviderChannel, { detail: string; raw: unknown }> = {
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

export function runDeliveryStep(
  run: WorkflowRun,
  step: WorkflowStep,
  channel: ProviderChannel,
  outcome: StepOutcome,
): StepResult {
  const integration = pickIntegration(run.state, run.input.environmentId, channel);
  const providerId = providerOf(integration, channel);
  const details = [run.detail(run.tick(), 'Pending', 'Internal', 'Step queued')];
  if (outcome === 'pending') return waitingStep('pending', details, providerId);
  if (!integration) {
    const detail = `No active ${channel} integration in this environment`;
    details.push(run.detail(run.tick(), 'Failed', 'Internal', detail));
    return failedStep(step, details, providerId);
  }
  const problem = recipientProblem(run.input.subscriber, channel, integration);
  if (problem) {
    details.push(run.detail(run.tick(), 'Warning', problem.source, problem.detail, { providerId }));
    return { status: 'skipped', details, providerId };
  }
  return send(run, step, channel, outcome, details, providerId);
}

function send(
  run: WorkflowRun,
  step: WorkflowStep,
  channel: ProviderChannel,
  outcome: StepOutcome,
  details: ExecutionDetail[],
  providerId: ActivityProvider,
): StepResult {
  if (outcome === 'warning') {
    const detail = 'Step filtered: its conditions did not match the subscriber or payload';
    details.push(run.detail(run.tick(), 'Warning', 'Internal', detail));
    return { status: 'skipped', details, providerId };
  }
  if (outcome === 'failed') {
    const error = PROVIDER_ERRORS[channel];
    details.push(
      run.detail(run.tick(), 'Failed', 'Credentials', error.detail, { providerId, raw: error.raw }),
    );
    return failedStep(step, details, providerId);
  }
  const providerMessageId = run.newId();
  const sentAt = run.tick();
  details.push(
    run.detail(sentAt, 'Success', 'Internal', 'Message sent', {
      providerId,
      raw: { id: providerMessageId, accepted: true },
    }),
  );
  const deliveredAt = run.tick(RECEIPT_DELAY_MS);
  details.push(
    run.detail(deliveredAt, 'Success', 'Webhook', 'Message delivered', {
      providerId,
      raw: { id: providerMessageId, event: 'delivered', timestamp: iso(deliveredAt) },
    }),
  );
  return { status: 'completed', details, providerId };
}

/** Why a channel cannot reach this subscriber, if it cannot. */
function recipientProblem(
  subscriber: Subscriber,
  channel: ProviderChannel,
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
  }
}
