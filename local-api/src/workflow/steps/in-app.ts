/** In-app steps: store a message in the subscriber's inbox, its texts filled from the payload. */
import type {
  EmailBlock,
  Message,
  MessageButton,
  MessageCTA,
  MessageStatus,
  WorkflowStep,
} from 'notif-api-contract';
import { failedStep, waitingStep } from '../run.js';
import type { StepOutcome, StepResult, WorkflowRun } from '../run.js';
import { readStepTemplate } from '../step-template.js';
import type { StepTemplate } from '../step-template.js';
import { missingVariables, renderTemplate } from '../template.js';
import { clone, defined, iso } from '../values.js';

const IN_APP_ERROR = {
  errorId: 'realtime_delivery_failed',
  errorText:
    'The message was stored, but its real-time delivery failed: the connection closed before it was acknowledged.',
};
const IN_APP_WARNING = 'Stored without a real-time update: the subscriber was offline.';

export function runInAppStep(run: WorkflowRun, step: WorkflowStep, outcome: StepOutcome): StepResult {
  const details = [run.detail(run.tick(), 'Pending', 'Internal', 'Step queued')];
  if (outcome === 'pending') return waitingStep('pending', details, 'svc');
  const template = readStepTemplate(step);
  const messageId = run.newId();
  const createdAt = run.tick();
  details.push(
    run.detail(createdAt, 'Success', 'Internal', 'In-app message created', {
      providerId: 'svc',
      raw: { messageId },
    }),
  );
  const status: MessageStatus = outcome === 'failed' ? 'error' : outcome === 'warning' ? 'warning' : 'sent';
  run.state.messages.push(messageRecord(run, step, template, messageId, createdAt, status));

  const missing = missingVariables(templateTexts(template), run.input.payload);
  if (missing.length > 0) {
    const detail = `Payload variables missing, rendered as empty text: ${missing.join(', ')}`;
    details.push(run.detail(run.tick(), 'Warning', 'Payload', detail));
  }
  if (outcome === 'failed') {
    details.push(
      run.detail(run.tick(), 'Failed', 'Internal', IN_APP_ERROR.errorText, {
        providerId: 'svc',
        raw: { error: IN_APP_ERROR.errorId },
      }),
    );
    return failedStep(step, details, 'svc');
  }
  details.push(
    outcome === 'warning'
      ? run.detail(run.tick(), 'Warning', 'Internal', IN_APP_WARNING, { providerId: 'svc' })
      : run.detail(run.tick(), 'Success', 'Internal', 'Message sent to the inbox', { providerId: 'svc' }),
  );
  return { status: 'completed', details, providerId: 'svc' };
}

function messageRecord(
  run: WorkflowRun,
  step: WorkflowStep,
  template: StepTemplate,
  id: string,
  created: number,
  status: MessageStatus,
): Message {
  const { input } = run;
  const { payload } = input;
  const createdAt = iso(created);
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

/** Every text of the template that may hold placeholders. */
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
