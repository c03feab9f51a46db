import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import {
  ActivityLoading,
  type ActivityOperation,
} from '../../../src/elements/notif-activity/activity-loading.js';
import { NotifClient } from '../../../src/api/client.js';
import { inProcessApi, type InProcessApi } from '../../support/in-process-api.js';
import { waitFor } from '../../support/wait-for.js';

const LIST = /^\/v1\/notifications$/;
const DETAIL = /^\/v1\/notifications\/[^/]+$/;

/** A host with the inputs of the activity log as plain fields; every change is followed by an update. */
class LoadingHost extends LitElement {
  static override properties = {
    filters: { attribute: false },
    page: { attribute: false },
    pageSize: { attribute: false },
    eventId: { attribute: false },
  };
  declare filters: string;
  declare page: number;
  declare pageSize: number;
  declare eventId: string | undefined;
  client: NotifClient | undefined;
  errors: { operation: ActivityOperation; error: Error }[] = [];
  readonly loading = new ActivityLoading(this, {
    client: () => this.client,
    filters: () => this.filters,
    page: () => this.page,
    pageSize: () => this.pageSize,
    eventId: () => this.eventId,
    onError: (operation, error) => this.errors.push({ operation, error }),
  });

  constructor() {
    super();
    this.filters = '';
    this.page = 0;
    this.pageSize = 10;
  }
}
customElements.define('activity-loading-host', LoadingHost);

async function mount(api: InProcessApi, filters = ''): Promise<LoadingHost> {
  const host = document.createElement('activity-loading-host') as LoadingHost;
  host.client = api.client;
  host.filters = filters;
  await fixture(html`<div></div>`).then((parent) => parent.append(host));
  await host.updateComplete;
  return host;
}

async function settled(host: LoadingHost, task: 'list' | 'detail'): Promise<void> {
  await waitFor(() => host.loading[task].status !== 'pending');
  await host.updateComplete;
}

describe('ActivityLoading', () => {
  it('plans the query from the filters and paging, and loads the page the client lists for it', async () => {
    const api = inProcessApi();
    const host = await mount(api, 'channels=email');
    await settled(host, 'list');
    const plan = host.loading.plan;
    expect(plan.ok).to.equal(true);
    expect(plan.ok && plan.query).to.deep.equal({ channels: ['email'], page: 0, limit: 10 });
    const expected = await api.client.listNotifications({ channels: ['email'], page: 0, limit: 10 });
    expect(host.loading.list.status).to.equal('complete');
    expect(host.loading.rows.map((row) => row._id)).to.deep.equal(expected.data.map((row) => row._id));
    expect(host.loading.applied.channels).to.deep.equal(['email']);
  });

  it('filters that make no query put the list back in its initial state, with no page and no request', async () => {
    const api = inProcessApi();
    const host = await mount(api);
    await settled(host, 'list');
    expect(host.loading.rows.length).to.be.greaterThan(0);
    const sent = api.sent('GET', LIST).length;

    host.filters = 'channels=fax';
    await host.updateComplete;
    await settled(host, 'list'); // the run for these filters is over: a request it made would be logged by now
    expect(host.loading.list.status).to.equal('initial');
    expect(host.loading.page, 'the previous page is still given').to.equal(undefined);
    expect(host.loading.rows).to.deep.equal([]);
    expect(host.loading.plan.ok).to.equal(false);
    expect(!host.loading.plan.ok && host.loading.plan.problems[0]!.field).to.equal('channels');
    expect(api.sent('GET', LIST)).to.have.length(sent);
    expect(host.loading.list.render({ initial: () => 'initial', complete: () => 'complete' })).to.equal(
      'initial',
    );
  });

  it('loads the opened event, and goes back to the initial state when it is closed', async () => {
    const api = inProcessApi();
    const host = await mount(api);
    await settled(host, 'list');
    expect(host.loading.detail.status).to.equal('initial');
    const id = host.loading.rows[0]!._id;
    host.eventId = id;
    await host.updateComplete;
    await settled(host, 'detail');
    expect(host.loading.event?._id).to.equal(id);
    expect(api.sent('GET', DETAIL)).to.have.length(1);

    host.eventId = undefined;
    await host.updateComplete;
    await settled(host, 'detail');
    expect(host.loading.detail.status).to.equal('initial');
    expect(host.loading.event).to.equal(undefined);
  });

  it("maps the service's 400 onto the field it concerns, and reports the failure", async () => {
    const api = inProcessApi();
    const host = await mount(api, `after=${encodeURIComponent('2001-01-01T00:00:00.000Z')}`);
    await settled(host, 'list');
    expect(host.loading.list.status).to.equal('error');
    expect(api.sent('GET', LIST)[0]!.status).to.equal(400);
    const problems = host.loading.refusedProblems;
    expect(problems.map((problem) => problem.field)).to.deep.equal(['after']);
    expect(host.errors.map((entry) => entry.operation)).to.deep.equal(['list-notifications']);
    expect(host.errors[0]!.error.name).to.equal('NotifHttpError');
  });

  it('a failure that is no refusal (the service unreachable) maps onto no field', async () => {
    const api = inProcessApi();
    api.setOffline(true);
    const host = await mount(api);
    await settled(host, 'list');
    expect(host.loading.list.status).to.equal('error');
    expect(host.loading.refusedProblems).to.deep.equal([]);
    expect(host.errors[0]!.error.name).to.equal('NotifNetworkError');
    api.setOffline(false);
    await host.loading.refresh();
    expect(host.loading.list.status).to.equal('complete');
  });
});
