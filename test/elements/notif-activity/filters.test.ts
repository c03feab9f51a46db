import { expect } from '@open-wc/testing';
import {
  emptyFilters,
  fromDateInput,
  hasFilters,
  parseFilters,
  parseView,
  planQuery,
  problemsOf,
  serializeFilters,
  serializeView,
  splitList,
  toDateInput,
  toQuery,
} from '../../../src/elements/notif-activity/filters.js';

describe('activity filters', () => {
  it('reads the query-string form as operation 5 does: repeated keys and key[] for lists', () => {
    const filters = parseFilters(
      '?channels=email&channels[]=sms&severity=high&transactionId=%20txn-1%20&contextKeys=tenant%3Aacme',
    );
    expect(filters.channels).to.deep.equal(['email', 'sms']);
    expect(filters.severity).to.deep.equal(['high']);
    expect(filters.transactionId).to.equal('txn-1');
    expect(filters.contextKeys).to.deep.equal(['tenant:acme']);
    expect(filters.templates).to.deep.equal([]);
  });

  it('ignores what is not a filter (paging, the deprecated search, unknown keys) and keeps wrong values to report', () => {
    const filters = parseFilters('page=3&limit=20&search=ada&colour=red&channels=fax');
    expect(filters).to.deep.equal({ ...emptyFilters(), channels: ['fax'] });
  });

  it('writes filters in the spec order, without empty ones, and reads them back unchanged', () => {
    const filters = {
      ...emptyFilters(),
      before: '2026-01-02T00:00:00.000Z',
      contextKeys: ['tenant:acme', 'service:payments'],
      emails: ['ada@example.com'],
      channels: ['sms', 'email'],
    };
    const text = serializeFilters(filters);
    expect(text).to.equal(
      'channels=sms&channels=email&emails=ada%40example.com&contextKeys=tenant%3Aacme&contextKeys=service%3Apayments&before=2026-01-02T00%3A00%3A00.000Z',
    );
    expect(parseFilters(text)).to.deep.equal(filters);
    expect(serializeFilters(emptyFilters())).to.equal('');
    expect(hasFilters(emptyFilters())).to.equal(false);
    expect(hasFilters(filters)).to.equal(true);
  });

  it('reads and writes a whole view: page past the first, limit, and the open event', () => {
    const view = { filters: { ...emptyFilters(), topicKey: 'on-call' }, page: 2, limit: 20, event: 'abc' };
    const text = serializeView(view);
    expect(text).to.equal('topicKey=on-call&page=2&limit=20&event=abc');
    expect(parseView(`?${text}`)).to.deep.equal(view);
    expect(serializeView({ filters: emptyFilters(), page: 0, limit: 10 })).to.equal('limit=10');
    expect(parseView('page=-1&limit=ten')).to.deep.equal({ filters: emptyFilters() });
  });

  it('splits comma-separated lists, trimming and dropping empty values', () => {
    expect(splitList(' a, b ,,c ')).to.deep.equal(['a', 'b', 'c']);
    expect(splitList('   ')).to.deep.equal([]);
  });

  it('makes the query of operation 5 without empty filters', () => {
    const filters = { ...emptyFilters(), templates: ['welcome'], subscriptionId: 'sub-1' };
    expect(toQuery(filters, 1, 20)).to.deep.equal({
      templates: ['welcome'],
      subscriptionId: 'sub-1',
      page: 1,
      limit: 20,
    });
  });

  it('plans a valid query with a key that is the same for the same query', () => {
    const a = planQuery({ ...emptyFilters(), severity: ['high'] }, 0, 10);
    const b = planQuery(parseFilters('severity=high'), 0, 10);
    expect(a.ok && b.ok).to.equal(true);
    if (!a.ok || !b.ok) return;
    expect(a.query).to.deep.equal({ severity: ['high'], page: 0, limit: 10 });
    expect(a.key).to.equal(b.key);
    const c = planQuery({ ...emptyFilters(), severity: ['high'] }, 1, 10);
    expect(c.ok && c.key).to.not.equal(a.key);
  });

  it('refuses, with the client schema, what the client would refuse, each problem by field and value', () => {
    const plan = planQuery(
      {
        ...emptyFilters(),
        channels: ['email', 'fax'],
        contextKeys: ['tenant:acme', 'nocolon'],
        after: 'yesterday',
      },
      0,
      60,
    );
    expect(plan.ok).to.equal(false);
    if (plan.ok) return;
    expect(plan.problems).to.deep.equal([
      {
        field: 'channels',
        value: 'fax',
        phrase:
          'must be one of: in_app, email, sms, chat, push, digest, trigger, delay, throttle, custom, http_request',
      },
      { field: 'limit', phrase: 'must not be greater than 50' },
      { field: 'contextKeys', value: 'nocolon', phrase: 'must have the form type:id' },
      { field: 'after', value: 'yesterday', phrase: 'must be an ISO 8601 date-time string' },
    ]);
  });

  it('places the service’s 400 sentences on their fields, and keeps the others unplaced', () => {
    const filters = { ...emptyFilters(), after: '2001-01-01T00:00:00.000Z' };
    expect(
      problemsOf(
        [
          'after must not be earlier than 2026-01-01T00:00:00.000Z (the 30-day retention window)',
          'after must not be later than before',
          'query must be an object',
          'Something else went wrong',
        ],
        filters,
      ),
    ).to.deep.equal([
      {
        field: 'after',
        value: '2001-01-01T00:00:00.000Z',
        phrase: 'must not be earlier than 2026-01-01T00:00:00.000Z (the 30-day retention window)',
      },
      { field: 'after', value: '2001-01-01T00:00:00.000Z', phrase: 'must not be later than before' },
      { field: undefined, phrase: 'query must be an object' },
      { field: undefined, phrase: 'Something else went wrong' },
    ]);
  });

  it('shows ISO timestamps in a datetime-local input and reads them back in UTC', () => {
    const iso = '2026-03-04T05:06:07.890Z';
    const local = toDateInput(iso);
    expect(local).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(new Date(local).getTime()).to.equal(Date.parse('2026-03-04T05:06:07.000Z'));
    // Unchanged (the same second), the filter keeps its exact text; changed, it becomes a UTC ISO timestamp.
    expect(fromDateInput(local, iso)).to.equal(iso);
    expect(fromDateInput(local.replace(/:07$/, ':09'), iso)).to.equal('2026-03-04T05:06:09.000Z');
    expect(fromDateInput('', iso)).to.equal('');
    expect(toDateInput('')).to.equal('');
    expect(toDateInput('yesterday')).to.equal('');
  });
});
