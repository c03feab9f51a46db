/** What a workflow step's `template` holds here, read defensively from the stored step. */
import {
  BUTTON_TYPES,
  EMAIL_BLOCK_TYPES,
  isOneOf,
  JOB_TYPES,
  TEXT_ALIGNS,
  TIME_UNITS,
  type EmailBlock,
  type JobType,
  type MessageButton,
  type TimeUnit,
  type WorkflowStep,
} from 'notif-api-contract';
import { defined, listOf, loose, num, str } from './values.js';

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
   * `payload.avatar` (docs/api.md#demo-seed), so it is put there when the trigger payload has none.
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

/** The job type of a step: `template.type`, or `custom` when the step does not say. */
export function stepTypeOf(step: WorkflowStep): JobType {
  const type = step.template?.['type'];
  return isOneOf(JOB_TYPES, type) ? type : 'custom';
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
