import { ContextConsumer } from '@lit/context';
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { notifConfigContext } from '../../src/controllers/config-context.js';
import type { NotifConfig } from '../../src/store/config.js';
import { ConfigProvider } from '../../src/controllers/config-provider.js';

class TestProvider extends LitElement {
  readonly provider = new ConfigProvider(this, () => undefined);
}
customElements.define('test-config-provider', TestProvider);

class TestConsumer extends LitElement {
  received: (NotifConfig | undefined)[] = [];
  constructor() {
    super();
    new ContextConsumer(this, {
      context: notifConfigContext,
      subscribe: true,
      callback: (value) => this.received.push(value),
    });
  }
}
customElements.define('test-config-consumer', TestConsumer);

function mount(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

describe('ConfigProvider', () => {
  it('answers the elements below it, again on every change, and not after they leave', async () => {
    const root = mount(
      '<test-config-provider><test-config-consumer></test-config-consumer></test-config-provider>',
    );
    const provider = root.querySelector<TestProvider>('test-config-provider')!;
    const consumer = root.querySelector<TestConsumer>('test-config-consumer')!;
    provider.provider.setValue({ subscriberId: 'ada' });
    provider.provider.setValue({ subscriberId: 'linus' });
    expect(consumer.received.at(-2)).to.deep.equal({ subscriberId: 'ada' });
    expect(consumer.received.at(-1)).to.deep.equal({ subscriberId: 'linus' });
    consumer.remove();
    const count = consumer.received.length;
    provider.provider.setValue({ subscriberId: 'grace' });
    expect(consumer.received.length).to.equal(count);
    root.remove();
  });

  it('hands its elements to a provider that upgrades later between them', async () => {
    const root = mount(
      '<test-config-provider><late-config-provider><test-config-consumer></test-config-consumer></late-config-provider></test-config-provider>',
    );
    const outer = root.querySelector<TestProvider>('test-config-provider')!;
    const consumer = root.querySelector<TestConsumer>('test-config-consumer')!;
    outer.provider.setValue({ subscriberId: 'outer' });
    expect(consumer.received.at(-1)).to.deep.equal({ subscriberId: 'outer' });
    customElements.define('late-config-provider', class extends TestProvider {});
    const inner = root.querySelector<TestProvider>('late-config-provider')!;
    inner.provider.setValue({ subscriberId: 'inner' });
    expect(consumer.received.at(-1)).to.deep.equal({ subscriberId: 'inner' });
    outer.provider.setValue({ subscriberId: 'outer again' });
    expect(consumer.received.at(-1)).to.deep.equal({ subscriberId: 'inner' });
    root.remove();
  });

  it('does not answer its own host, which asks the provider above it', async () => {
    const root = mount(
      '<test-config-provider><test-config-provider></test-config-provider></test-config-provider>',
    );
    const [outer, inner] = root.querySelectorAll<TestProvider>('test-config-provider');
    const asked: unknown[] = [];
    new ContextConsumer(inner!, {
      context: notifConfigContext,
      subscribe: true,
      callback: (v) => asked.push(v),
    });
    outer!.provider.setValue({ subscriberId: 'outer' });
    inner!.provider.setValue({ subscriberId: 'inner' });
    expect(asked.at(-1)).to.deep.equal({ subscriberId: 'outer' });
    root.remove();
  });
});
