/**
 * The load that follows its element (the activity log's list and opened event): it runs when the element first
 * updates and when an argument changed, a newer run aborts the one under way and only the latest run sets the
 * status, value and error. Each run here is a promise the test settles itself, so the order of events is the test's.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { LoadController, type LoadStatus } from '../../src/controllers/load-controller.js';
import { waitFor } from '../support/wait-for.js';

/** One run of the load: its arguments, its signal, and how the test ends it. */
interface Run {
  args: readonly [string];
  signal: AbortSignal;
  resolve: (value: string | undefined) => void;
  reject: (error: Error) => void;
}

class LoadHost extends LitElement {
  static override properties = { key: { attribute: false } };
  declare key: string;
  runs: Run[] = [];
  completed: string[] = [];
  failed: unknown[] = [];
  /** The status each render saw. */
  rendered: LoadStatus[] = [];
  readonly load = new LoadController(this, {
    args: () => [this.key] as const,
    load: (args, signal) =>
      new Promise<string | undefined>((resolve, reject) => this.runs.push({ args, signal, resolve, reject })),
    onComplete: (value) => this.completed.push(value),
    onError: (error) => this.failed.push(error),
  });

  constructor() {
    super();
    this.key = 'a';
  }

  override render() {
    this.rendered.push(this.load.status);
    return this.load.render({
      initial: () => html`<p>initial</p>`,
      pending: () => html`<p>pending</p>`,
      complete: (value) => html`<p>complete ${value}</p>`,
      error: (error) => html`<p>error ${(error as Error).message}</p>`,
    });
  }
}
customElements.define('load-controller-host', LoadHost);

async function mount(): Promise<LoadHost> {
  const el = await fixture<LoadHost>(html`<load-controller-host></load-controller-host>`);
  await waitFor(() => el.runs.length === 1, { message: 'the first run' });
  return el;
}

const shown = (el: LoadHost) => el.shadowRoot!.textContent!.trim();

describe('LoadController', () => {
  it('runs when its element first updates, renders pending, then the value the run loaded', async () => {
    const el = await mount();
    expect(el.runs[0]!.args).to.deep.equal(['a']);
    expect(el.load.status).to.equal('pending');
    expect(shown(el)).to.equal('pending');
    el.runs[0]!.resolve('one');
    await waitFor(() => shown(el) === 'complete one', { message: 'the value rendered' });
    expect(el.load.status).to.equal('complete');
    expect(el.load.value).to.equal('one');
    expect(el.load.error).to.equal(undefined);
    expect(el.completed).to.deep.equal(['one']);
    expect(el.runs[0]!.signal.aborted).to.equal(false);
  });

  it('runs again only when an argument changed, aborting the run it overtakes, whose end changes nothing', async () => {
    const el = await mount();
    el.requestUpdate();
    await el.updateComplete;
    expect(el.runs, 'an update with the same arguments').to.have.length(1);

    el.key = 'b';
    await el.updateComplete;
    expect(el.runs).to.have.length(2);
    expect(el.runs[1]!.args).to.deep.equal(['b']);
    expect(el.runs[0]!.signal.aborted, 'the overtaken run').to.equal(true);
    expect(el.runs[1]!.signal.aborted).to.equal(false);

    el.runs[0]!.reject(new DOMException('aborted', 'AbortError'));
    el.runs[1]!.resolve('two');
    await waitFor(() => el.load.status === 'complete', { message: 'the latest run done' });
    el.runs[0]!.resolve('late'); // a promise settles once: nothing changes
    await el.updateComplete;
    expect(el.load.value).to.equal('two');
    expect(el.failed, 'the overtaken run failed unheard').to.deep.equal([]);
    expect(el.completed).to.deep.equal(['two']);
    expect(shown(el)).to.equal('complete two');
  });

  it('an overtaken run that loads something after the newer one ended sets nothing', async () => {
    const el = await mount();
    el.key = 'b';
    await el.updateComplete;
    el.runs[1]!.resolve('two');
    await waitFor(() => el.load.status === 'complete');
    el.runs[0]!.resolve('one, too late');
    await Promise.resolve();
    await el.updateComplete;
    expect(el.load.value).to.equal('two');
    expect(el.completed).to.deep.equal(['two']);
  });

  it('nothing to load puts it back in its initial state, keeping the last value', async () => {
    const el = await mount();
    el.runs[0]!.resolve('one');
    await waitFor(() => el.load.status === 'complete');
    el.key = 'none';
    await el.updateComplete;
    el.runs[1]!.resolve(undefined);
    await waitFor(() => shown(el) === 'initial', { message: 'the initial view' });
    expect(el.load.status).to.equal('initial');
    expect(el.load.value).to.equal('one');
    expect(el.completed).to.deep.equal(['one']);
  });

  it('a failure is the error status, reported once, and run() loads again with the same arguments', async () => {
    const el = await mount();
    el.runs[0]!.reject(new Error('refused'));
    await waitFor(() => shown(el) === 'error refused', { message: 'the error view' });
    expect(el.load.status).to.equal('error');
    expect((el.load.error as Error).message).to.equal('refused');
    expect(el.load.value).to.equal(undefined);
    expect(el.failed).to.have.length(1);

    const again = el.load.run();
    expect(el.load.status).to.equal('pending');
    expect(el.runs).to.have.length(2);
    expect(el.runs[1]!.args).to.deep.equal(['a']);
    el.runs[1]!.resolve('one');
    await again;
    expect(el.load.status).to.equal('complete');
    expect(el.load.error).to.equal(undefined);
    await el.updateComplete;
    expect(shown(el)).to.equal('complete one');
    expect(el.rendered).to.include.members(['pending', 'error', 'complete']);
  });

  it('run() while a run is under way aborts it', async () => {
    const el = await mount();
    void el.load.run();
    expect(el.runs).to.have.length(2);
    expect(el.runs[0]!.signal.aborted).to.equal(true);
    el.runs[1]!.resolve('again');
    await waitFor(() => el.load.value === 'again');
    el.runs[0]!.reject(new DOMException('aborted', 'AbortError'));
    await el.updateComplete;
    expect(el.load.status).to.equal('complete');
    expect(el.failed).to.deep.equal([]);
  });
});
