import { expect } from '@open-wc/testing';
import {
  ACKNOWLEDGED_PREFIX,
  AcknowledgedTokens,
  acknowledgedKey,
  tokenFingerprint,
  type RegistrationScope,
} from '../../../src/elements/notif-push-register/acknowledged-tokens.js';
import { clearNotifStorage } from '../../support/push-stubs.js';

const ADA: RegistrationScope = {
  baseUrl: '/api/notif',
  subscriberId: 'subscriber-ada',
  providerId: 'push-webhook',
};

/** A Storage that keeps items in a Map, and can be made to refuse writes like a full or blocked one. */
class MapStorage implements Storage {
  items = new Map<string, string>();
  refuseWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

describe('acknowledged-tokens', () => {
  beforeEach(clearNotifStorage);
  afterEach(clearNotifStorage);

  it('fingerprints a token with SHA-256', async () => {
    // SHA-256 of "abc" (FIPS 180-2 test vector).
    expect(await tokenFingerprint('abc')).to.equal(
      'sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('remembers a token per base URL, subscriber, provider and integration', async () => {
    const memory = new AcknowledgedTokens();
    expect(memory.any(ADA)).to.equal(false);
    await memory.add(ADA, 'token-1');
    expect(memory.any(ADA)).to.equal(true);
    expect(await memory.has(ADA, 'token-1')).to.equal(true);
    expect(await memory.has(ADA, 'token-2')).to.equal(false);

    for (const other of [
      { ...ADA, baseUrl: 'https://elsewhere.example' },
      { ...ADA, subscriberId: 'subscriber-grace' },
      { ...ADA, providerId: 'fcm' },
      { ...ADA, integrationIdentifier: 'push-webhook-2' },
    ]) {
      expect(memory.any(other), JSON.stringify(other)).to.equal(false);
      expect(await memory.has(other, 'token-1')).to.equal(false);
    }
  });

  it('survives a reload: a new memory reads what the last one wrote, and stores no token in clear', async () => {
    await new AcknowledgedTokens().add(ADA, 'a-secret-token');
    expect(await new AcknowledgedTokens().has(ADA, 'a-secret-token')).to.equal(true);
    const key = acknowledgedKey(ADA);
    expect(key.startsWith(ACKNOWLEDGED_PREFIX)).to.equal(true);
    const raw = localStorage.getItem(key)!;
    expect(raw).not.to.contain('a-secret-token');
    const parsed = JSON.parse(raw) as { v: number; tokens: { hash: string; at: number }[] };
    expect(parsed.v).to.equal(1);
    expect(parsed.tokens).to.have.length(1);
    expect(parsed.tokens[0].hash).to.equal(await tokenFingerprint('a-secret-token'));
    expect(parsed.tokens[0].at).to.be.a('number');
  });

  it('keeps one entry per token, and the 20 newest', async () => {
    const storage = new MapStorage();
    let now = 0;
    const memory = new AcknowledgedTokens(
      () => storage,
      () => ++now,
    );
    await memory.add(ADA, 'same');
    await memory.add(ADA, 'same');
    expect(JSON.parse(storage.getItem(acknowledgedKey(ADA))!).tokens).to.have.length(1);
    for (let i = 0; i < 25; i++) await memory.add(ADA, `token-${i}`);
    const kept = JSON.parse(storage.getItem(acknowledgedKey(ADA))!).tokens as { hash: string }[];
    expect(kept).to.have.length(20);
    expect(await memory.has(ADA, 'token-24')).to.equal(true);
    expect(await memory.has(ADA, 'token-5')).to.equal(true);
    expect(await memory.has(ADA, 'token-4')).to.equal(false);
  });

  it('forgets a scope', async () => {
    const memory = new AcknowledgedTokens();
    await memory.add(ADA, 'token-1');
    await memory.add({ ...ADA, providerId: 'fcm' }, 'token-1');
    memory.forget(ADA);
    expect(memory.any(ADA)).to.equal(false);
    expect(await memory.has({ ...ADA, providerId: 'fcm' }, 'token-1')).to.equal(true);
  });

  it('treats corrupt or foreign data as nothing acknowledged', async () => {
    const memory = new AcknowledgedTokens();
    localStorage.setItem(acknowledgedKey(ADA), '{not json');
    expect(memory.any(ADA)).to.equal(false);
    localStorage.setItem(
      acknowledgedKey(ADA),
      JSON.stringify({ tokens: [{ hash: 'token-1', at: 1 }, 'x', null] }),
    );
    expect(memory.any(ADA)).to.equal(false);
    await memory.add(ADA, 'token-1');
    expect(await memory.has(ADA, 'token-1')).to.equal(true);
  });

  it('remembers for the page when storage is blocked or full', async () => {
    const blocked = new AcknowledgedTokens(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await blocked.add({ ...ADA, baseUrl: 'blocked' }, 'token-1');
    expect(await blocked.has({ ...ADA, baseUrl: 'blocked' }, 'token-1')).to.equal(true);

    const storage = new MapStorage();
    storage.refuseWrites = true;
    const full = new AcknowledgedTokens(() => storage);
    await full.add({ ...ADA, baseUrl: 'full' }, 'token-1');
    expect(await full.has({ ...ADA, baseUrl: 'full' }, 'token-1')).to.equal(true);
    full.forget({ ...ADA, baseUrl: 'full' });
    expect(full.any({ ...ADA, baseUrl: 'full' })).to.equal(false);
  });
});
