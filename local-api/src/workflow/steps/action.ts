/** Action steps that deliver nothing: trigger, throttle, http_request and custom code. */
import type { JobType, WorkflowStep } from 'notif-api-contract';
import { failedStep, waitingStep } from '../run.js';
import type { StepOutcome, StepResult, WorkflowRun } from '../run.js';
import { readStepTemplate } from '../step-template.js';
import type { StepTemplate } from '../step-template.js';

/** The log line of an action's result: what it says and what the action answered. */
interface ActionAnswer {
  detail: string;
  raw: unknown;
}

export function runActionStep(
  run: WorkflowRun,
  step: WorkflowStep,
  type: JobType,
  outcome: StepOutcome,
): StepResult {
  const template = readStepTemplate(step);
  const details = [run.detail(run.tick(), 'Pending', 'Internal', 'Step queued')];
  if (outcome === 'pending') return waitingStep('pending', details);
  if (outcome === 'warning' && type === 'throttle') {
    const detail = `Throttle limit reached (${throttleRule(template)}): the remaining steps are skipped`;
    details.push(run.detail(run.tick(), 'Warning', 'Internal', detail));
    const reason = 'Step skipped: the workflow was throttled';
    return { status: 'skipped', details, providerId: 'svc', stop: { kind: 'canceled', reason } };
  }
  if (outcome === 'warning') {
    const detail = 'Step filtered: its conditions did not match the subscriber or payload';
    details.push(run.detail(run.tick(), 'Warning', 'Internal', detail));
    return { status: 'skipped', details, providerId: 'svc' };
  }
  if (outcome === 'failed') {
    const answer = actionFailure(run, type, template);
    details.push(run.detail(run.tick(), 'Failed', 'Internal', answer.detail, { raw: answer.raw }));
    return failedStep(step, details, 'svc');
  }
  const answer = actionSuccess(run, type, template);
  details.push(run.detail(run.tick(), 'Success', 'Internal', answer.detail, { raw: answer.raw }));
  return { status: 'completed', details, providerId: 'svc' };
}

function actionSuccess(run: WorkflowRun, type: JobType, template: StepTemplate): ActionAnswer {
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
        detail: `${requestLine(template)} answered 200 OK`,
        raw: { status: 200, headers: { 'content-type': 'application/json' }, body: { received: true } },
      };
    default:
      return { detail: 'Custom step completed', raw: { outputs: { ok: true } } };
  }
}

function actionFailure(run: WorkflowRun, type: JobType, template: StepTemplate): ActionAnswer {
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
        detail: `${requestLine(template)} answered 502 Bad Gateway`,
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

function requestLine(template: StepTemplate): string {
  return `${template.method ?? 'POST'} ${template.url ?? 'request'}`;
}

function throttleRule(template: StepTemplate): string {
  return `${template.threshold ?? 1} per ${template.amount ?? 1} ${template.unit ?? 'hours'}`;
}
