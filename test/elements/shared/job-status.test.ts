import { expect } from '@open-wc/testing';
import {
  countOutcomes,
  detailOutcome,
  eventOutcome,
  jobOutcome,
} from '../../../src/elements/shared/job-status.js';
import { DEMO_IDS, createSeed } from 'notif-local-api';

const detail = (status: string) => ({ status });

describe('activity job status', () => {
  it('reads names of object built-ins as unknown words, not as outcomes', () => {
    for (const name of ['__proto__', 'valueOf', 'toString', 'constructor', 'hasOwnProperty']) {
      expect(jobOutcome({ status: name }), name).to.equal('unknown');
      expect(jobOutcome({ status: 'sent', executionDetails: [detail(name)] }), name).to.equal('completed');
      expect(jobOutcome({ executionDetails: [detail(name)] }), name).to.equal('unknown');
      expect(detailOutcome(name), name).to.equal('unknown');
    }
  });

  it('reads the usual words of a job status', () => {
    expect(jobOutcome({ status: 'completed', executionDetails: [detail('Success')] })).to.equal('completed');
    expect(jobOutcome({ status: 'Failed', executionDetails: [] })).to.equal('failed');
    expect(jobOutcome({ status: 'delayed' })).to.equal('pending');
    expect(jobOutcome({ status: 'queued' })).to.equal('pending');
    expect(jobOutcome({ status: 'in progress' })).to.equal('pending');
    expect(jobOutcome({ status: 'canceled' })).to.equal('warning');
    expect(jobOutcome({ status: 'merged' })).to.equal('warning');
    expect(jobOutcome({ status: 'skipped' })).to.equal('warning');
  });

  it('a completed job whose log has a warning or a failure deserves a look', () => {
    const job = {
      status: 'completed',
      executionDetails: [detail('Pending'), detail('Warning'), detail('Success')],
    };
    expect(jobOutcome(job)).to.equal('warning');
  });

  it('falls back to the last execution detail for a status it does not know, and says unknown without one', () => {
    expect(jobOutcome({ status: 'weird', executionDetails: [detail('Success'), detail('Failed')] })).to.equal(
      'failed',
    );
    expect(jobOutcome({ status: 'weird', executionDetails: [detail('ReadConfirmation')] })).to.equal(
      'completed',
    );
    expect(jobOutcome({ status: 'weird', executionDetails: [detail('Queued')] })).to.equal('pending');
    expect(jobOutcome({ status: 'weird' })).to.equal('unknown');
    expect(jobOutcome(null)).to.equal('unknown');
    expect(jobOutcome({ status: 42, executionDetails: 'no' })).to.equal('unknown');
  });

  it('an event takes the worst outcome of its jobs: failed, then pending, then warning, then completed', () => {
    const completed = { status: 'completed' };
    const warning = { status: 'skipped' };
    const pending = { status: 'pending' };
    const failed = { status: 'failed' };
    expect(eventOutcome([completed, warning, pending, failed])).to.equal('failed');
    expect(eventOutcome([completed, warning, pending])).to.equal('pending');
    expect(eventOutcome([completed, warning])).to.equal('warning');
    expect(eventOutcome([completed, { status: 'mystery' }])).to.equal('completed');
    expect(eventOutcome([])).to.equal('unknown');
    expect(eventOutcome(undefined)).to.equal('unknown');
    expect(countOutcomes([completed, failed, failed])).to.deep.equal({
      completed: 1,
      failed: 2,
      pending: 0,
      warning: 0,
      unknown: 0,
    });
  });

  it('every seeded event with a failed job reads as failed, and only those', () => {
    const state = createSeed('demo', new Date());
    const events = state.notifications
      .map(({ record }) => record)
      .filter((record) => record._environmentId === DEMO_IDS.environments.development);
    expect(events.length).to.be.greaterThan(80);
    for (const event of events) {
      const hasFailedJob = event.jobs!.some((job) => job.status === 'failed');
      expect(eventOutcome(event.jobs) === 'failed', event.transactionId).to.equal(hasFailedJob);
    }
    const outcomes = new Set(events.map((event) => eventOutcome(event.jobs)));
    expect([...outcomes].sort()).to.deep.equal(['completed', 'failed', 'pending', 'warning']);
  });

  it('reads execution detail statuses for their colour', () => {
    expect(
      ['Success', 'Warning', 'Failed', 'Pending', 'Queued', 'ReadConfirmation', 'Other'].map(detailOutcome),
    ).to.deep.equal(['completed', 'warning', 'failed', 'pending', 'pending', 'completed', 'unknown']);
  });
});
