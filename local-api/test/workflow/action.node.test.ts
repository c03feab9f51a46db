// Action steps that deliver nothing: trigger, throttle, http_request and custom code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineStatuses, runSteps } from './run-steps.js';

const throttle = { name: 'Throttle', template: { type: 'throttle', threshold: 5, amount: 1, unit: 'hours' } };
const request = {
  name: 'Call the ERP',
  template: { type: 'http_request', method: 'PUT', url: 'https://erp.example.com/sync' },
  shouldStopOnFail: true,
};
const custom = { name: 'Custom' };

describe('workflow steps: actions', () => {
  it('records the trigger with the workflow identifier and transaction', () => {
    const { jobs } = runSteps([{ name: 'Start', template: { type: 'trigger' } }]);
    assert.deepEqual(lineStatuses(jobs[0]), ['Pending', 'Success']);
    assert.deepEqual(JSON.parse(jobs[0]!.executionDetails[1]!.raw!), {
      identifier: 'welcome',
      transactionId: 'tx-test',
    });
  });

  it('passes under the throttle limit', () => {
    const { jobs } = runSteps([throttle]);
    assert.equal(jobs[0]!.executionDetails[1]!.detail, 'Under the throttle limit (5 per 1 hours)');
  });

  it('cancels the remaining steps when the throttle limit is reached', () => {
    const { jobs } = runSteps([throttle, custom], { outcomes: ['warning'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['skipped', 'canceled'],
    );
    assert.equal(jobs[1]!.executionDetails[0]!.detail, 'Step skipped: the workflow was throttled');
  });

  it('is skipped by its conditions without stopping the workflow', () => {
    const { jobs } = runSteps([custom, custom], { outcomes: ['warning'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['skipped', 'completed'],
    );
  });

  it('logs the request and its answer', () => {
    const { jobs } = runSteps([request]);
    assert.equal(jobs[0]!.executionDetails[1]!.detail, 'PUT https://erp.example.com/sync answered 200 OK');
  });

  it('cancels the later steps when a request that stops on failure fails', () => {
    const { jobs } = runSteps([request, custom], { outcomes: ['failed'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['failed', 'canceled'],
    );
    assert.equal(JSON.parse(jobs[0]!.executionDetails[1]!.raw!).status, 502);
  });

  it('treats a step without a known type as custom code, whose failure does not stop the workflow', () => {
    const { jobs } = runSteps([custom, custom], { outcomes: ['failed'] });
    assert.deepEqual(
      jobs.map((job) => [job.type, job.status]),
      [
        ['custom', 'failed'],
        ['custom', 'completed'],
      ],
    );
    assert.equal(jobs[0]!.executionDetails[1]!.detail, 'Custom step threw an error');
  });

  it('keeps the later steps waiting while it is queued', () => {
    const { jobs } = runSteps([custom, custom], { outcomes: ['pending'] });
    assert.deepEqual(
      jobs.map((job) => job.status),
      ['pending', 'pending'],
    );
  });
});
