// The demo's push panel: <notif-push-register> and the subscriber's stored device tokens.
//
// The element sits inside the page's <notif-provider>, so it registers for the signed-in subscriber through the inbox
// proxy (`/api/notif`, no key in the browser). Reading the stored tokens back is an admin read: like the trigger form,
// the demo does it with the development API key (never do this in production).
import { html, nothing, render } from 'lit';
import { NotifClient } from '../src/api/client.js';
import type { Subscriber } from '../src/api/types.js';
// Registers the element; harmless once src/index.ts (imported by demo.ts) registers it too: it is the same module.
import '../src/entries/push-register.js';
import type { NotifPushRegister } from '../src/elements/notif-push-register/notif-push-register.js';
import type { NotifPushStateEvent } from '../src/events/notif-push-state.js';
import { pushUnsupportedReason } from '../src/elements/notif-push-register/push-support.js';

/**
 * Development VAPID public key, printed by `node scripts/generate-vapid-keys.mjs` (the `web-push` package).
 * Only the public half is here. The private half belongs to the server that sends pushes, never in browser code or
 * a repository; the demo sends no pushes, so it was not kept. To send real pushes, make your own pair, put the public
 * key here and the private key on your server (`webPush.setVapidDetails(subject, publicKey, privateKey)`).
 */
const DEV_VAPID_PUBLIC_KEY =
  'BEBJCW2taUSdcLQRNobMSconjS0O3QFs8ulCTlpYls9QdYi-xR29KU7zphyQVuuvxgQVtnTe6uwJuSRUY0qi1qU';
/** The seeded Development integration that delivers to Web Push subscriptions. */
const PROVIDER_ID = 'push-webhook';
/** For the admin read of the stored tokens only (see the top of this file). */
const DEV_API_KEY = 'local-dev-api-key';
const DEMO_TOKEN_KEY = 'notif-demo:device-token';
const USE_DEMO_TOKEN_KEY = 'notif-demo:use-demo-token';

const panel = document.querySelector<HTMLElement>('#push-panel')!;
const provider = document.querySelector('notif-provider')!;
const admin = new NotifClient({ baseUrl: '', auth: { apiKey: DEV_API_KEY } });

/** Why the default Web Push token cannot work in this browser, if it cannot (then the demo token is used). */
const webPushMissing = pushUnsupportedReason({ webPush: true });

interface TokenList {
  status: 'loading' | 'ready' | 'error';
  subscriberId: string;
  channels: { providerId: string; tokens: string[] }[];
  error?: string;
}

let list: TokenList = { status: 'loading', subscriberId: subscriberId(), channels: [] };
/** The token this page registered last, to point it out in the list. */
let ownToken: string | undefined;
let useDemoToken = webPushMissing !== undefined || readSetting(USE_DEMO_TOKEN_KEY) === 'true';

function readSetting(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSetting(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the setting lasts for this page only
  }
}

function subscriberId(): string {
  return provider.getAttribute('subscriber-id') ?? 'subscriber-ada';
}

function newDemoToken(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(16).slice(2);
  const token = `demo-device-${random.replace(/-/g, '').slice(0, 12)}`;
  writeSetting(DEMO_TOKEN_KEY, token);
  return token;
}

/** A stand-in for FCM, OneSignal… : this browser's demo token, the same on every load until rotated. */
async function demoTokenProvider(): Promise<string> {
  return readSetting(DEMO_TOKEN_KEY) ?? newDemoToken();
}

async function loadTokens(): Promise<void> {
  const id = subscriberId();
  list = { status: 'loading', subscriberId: id, channels: list.subscriberId === id ? list.channels : [] };
  draw();
  try {
    const subscriber: Subscriber = await admin.getSubscriber(id);
    if (id !== subscriberId()) return; // switched meanwhile: that load is drawn instead
    const channels = (subscriber.channels ?? [])
      .map((channel) => ({ providerId: channel.providerId, tokens: channel.credentials?.deviceTokens ?? [] }))
      .filter((channel) => channel.tokens.length > 0);
    list = { status: 'ready', subscriberId: id, channels };
  } catch (error) {
    list = {
      status: 'error',
      subscriberId: id,
      channels: [],
      error: error instanceof Error ? error.message : String(error),
    };
  }
  draw();
}

function onToggle(event: Event): void {
  useDemoToken = (event.target as HTMLInputElement).checked;
  writeSetting(USE_DEMO_TOKEN_KEY, String(useDemoToken));
  draw();
}

/** Simulates a token rotation, then registers: a changed token is sent, as a new device token would be. */
function onRotate(): void {
  newDemoToken();
  void registerElement()?.register();
}

function onForget(): void {
  registerElement()?.forgetRegistration();
}

function onPushState(event: NotifPushStateEvent): void {
  if (event.detail.token) ownToken = event.detail.token;
  if (event.detail.state === 'registered') void loadTokens();
}

function registerElement(): NotifPushRegister | null {
  return panel.querySelector('notif-push-register');
}

function renderTokens() {
  const mine = ownToken ?? (useDemoToken ? readSetting(DEMO_TOKEN_KEY) : null);
  if (list.status === 'error')
    return html`<p class="push-error">Could not read the subscriber: ${list.error}</p>`;
  if (list.channels.length === 0) {
    return html`<p>${list.status === 'loading' ? 'Loading…' : 'No device tokens stored yet.'}</p>`;
  }
  return html`<ul class="push-tokens" aria-labelledby="push-tokens-title">
    ${list.channels.flatMap((channel) =>
      channel.tokens.map(
        (token) =>
          html`<li>
            <span class="push-provider">${channel.providerId}</span>
            <code>${token}</code
            >${token === mine ? html` <strong class="push-mine">(this browser)</strong>` : nothing}
          </li>`,
      ),
    )}
  </ul>`;
}

function draw(): void {
  const theme = document.documentElement.dataset.theme;
  render(
    html`<p class="push-intro">Get notified on this device, even when this page is closed.</p>
      <notif-push-register
        provider-id=${PROVIDER_ID}
        vapid-public-key=${DEV_VAPID_PUBLIC_KEY}
        service-worker="/notif-sw.js"
        theme=${theme || nothing}
        .tokenProvider=${useDemoToken ? demoTokenProvider : undefined}
        @notif-push-state=${onPushState}
      ></notif-push-register>
      <details class="dev-notes" ?open=${devNotesOpen} @toggle=${onDevNotesToggle}>
        <summary>Developer notes: device tokens</summary>
        <div class="push-dev">
          <p class="hint">
            The button asks for permission, gets a device token and stores it on the signed-in subscriber
            (<code>PATCH …/credentials</code>, through the inbox proxy). A token is sent once; reloading or
            pressing again sends nothing unless the token changed.
          </p>
          <label class="toggle">
            <input
              type="checkbox"
              .checked=${useDemoToken}
              ?disabled=${webPushMissing !== undefined}
              @change=${onToggle}
            />
            <span>Use a demo token provider (<code>demo-device-…</code>) instead of Web Push</span>
          </label>
          ${
            webPushMissing
              ? html`<p class="hint">
                  Web Push is not available in this browser (${webPushMissing}), so the demo token is used.
                </p>`
              : nothing
          }
          <div class="push-actions">
            ${
              useDemoToken
                ? html`<button type="button" class="button" @click=${onRotate}>
                    Rotate the demo token and register it
                  </button>`
                : nothing
            }
            <button type="button" class="button" @click=${onForget}>
              Forget this browser's registration
            </button>
          </div>
          <h4 id="push-tokens-title">Device tokens stored for ${list.subscriberId}</h4>
          <div aria-live="polite" aria-busy=${list.status === 'loading' ? 'true' : 'false'}>
            ${renderTokens()}
          </div>
        </div>
      </details>`,
    container,
  );
}

/** The developer notes stay open across redraws once a person opened them. */
let devNotesOpen = false;

function onDevNotesToggle(event: Event): void {
  devNotesOpen = (event.target as HTMLDetailsElement).open;
}

const styles = new CSSStyleSheet();
styles.replaceSync(`
  #push-panel .push-body { display: grid; gap: var(--page-space-m); }
  #push-panel .push-intro { margin: 0; color: var(--page-muted); }
  /* The element paints its own padded surface: pulled out by its padding, its button lines up with the text. */
  #push-panel notif-push-register { justify-self: start; margin-inline: calc(-1 * var(--page-space-m)); }
  #push-panel .push-dev {
    display: grid;
    gap: var(--page-space-l);
    padding: var(--page-space-l);
    border-radius: var(--page-radius);
    background: var(--page-raised);
  }
  #push-panel .push-dev .hint { color: var(--page-text); }
  #push-panel .push-dev label.toggle { font-size: 0.875rem; }
  #push-panel .push-actions { display: flex; flex-wrap: wrap; gap: var(--page-space-m); }
  #push-panel .push-actions .button { min-block-size: 2.25rem; font-size: 0.875rem; text-align: center; }
  #push-panel h4 { margin: 0; font-size: 0.875rem; overflow-wrap: anywhere; }
  #push-panel .push-tokens { display: grid; gap: var(--page-space-s); margin: calc(-1 * var(--page-space-m)) 0 0; padding: 0; list-style: none; font-size: 0.8125rem; }
  #push-panel .push-tokens li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 var(--page-space-m);
    padding: var(--page-space-s) var(--page-space-m);
    border: 1px solid var(--page-border);
    border-radius: var(--page-radius-small);
    background: var(--page-surface);
  }
  #push-panel .push-tokens code { overflow-wrap: anywhere; }
  #push-panel .push-provider { color: var(--page-muted); font-weight: 600; }
  #push-panel .push-mine { color: var(--page-accent); font-weight: 600; }
  #push-panel .push-error { color: var(--page-danger); }
`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, styles];

const container = document.createElement('div');
container.className = 'push-body';
panel.append(container);

// Follow the signed-in subscriber and the page's theme, which the settings form changes.
new MutationObserver(() => void loadTokens()).observe(provider, { attributeFilter: ['subscriber-id'] });
new MutationObserver(draw).observe(document.documentElement, { attributeFilter: ['data-theme'] });

draw();
void loadTokens();
