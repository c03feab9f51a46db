import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { action } from 'storybook/actions';
import { ACKNOWLEDGED_PREFIX } from '../src/elements/notif-push-register/acknowledged-tokens.js';
import '../src/index.js';
import { STORY_KEY, storyApi } from './story-api.js';

/** How the story's page answers for the browser: its permission and its prompt, and which APIs it has. */
type Permission = 'default' | 'granted' | 'denied';
type Prompt = 'granted' | 'denied' | 'dismissed' | 'pending';

interface PushArgs {
  providerId: string;
  integrationIdentifier: string | undefined;
  /** Use a demo token provider instead of Web Push (stories cannot reach a push service). */
  customTokenProvider: boolean;
  theme: 'light' | 'dark' | undefined;
  permission: Permission;
  prompt: Prompt;
  /** The token provider never answers, to show the `registering` state. */
  slowToken: boolean;
  /** Take the Push API away, as a browser without it would. */
  noPushApi: boolean;
}

/** A development VAPID public key (scripts/generate-vapid-keys.mjs); its private key was never kept. */
const VAPID_KEY = 'BEBJCW2taUSdcLQRNobMSconjS0O3QFs8ulCTlpYls9QdYi-xR29KU7zphyQVuuvxgQVtnTe6uwJuSRUY0qi1qU';

const log = {
  state: action('notif-push-state'),
  error: action('notif-error'),
};

/** Replaces a property of the page for one story; returns the function that puts it back. */
function replace(target: object, name: string, descriptor: PropertyDescriptor): () => void {
  const original = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, ...descriptor });
  return () => {
    if (original) Object.defineProperty(target, name, original);
    else delete (target as Record<string, unknown>)[name];
  };
}

/**
 * Stands in for the browser's notification permission and prompt (a story cannot click a real browser prompt), and
 * starts every story with nothing acknowledged. Storybook runs the returned cleanup when the story is left.
 */
function browserAsArgs({ args }: { args: PushArgs }): () => void {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(ACKNOWLEDGED_PREFIX)) localStorage.removeItem(key);
  const restores: (() => void)[] = [];
  if (typeof Notification === 'function') {
    let current: Permission = args.permission;
    restores.push(replace(Notification, 'permission', { get: () => current }));
    restores.push(
      replace(Notification, 'requestPermission', {
        writable: true,
        value: () =>
          args.prompt === 'pending'
            ? new Promise<never>(() => undefined)
            : Promise.resolve((current = args.prompt === 'dismissed' ? 'default' : args.prompt)),
      }),
    );
  }
  if (args.noPushApi) restores.push(replace(window, 'PushManager', { value: undefined, writable: true }));
  return () => restores.reverse().forEach((restore) => restore());
}

/** A token provider standing in for FCM, OneSignal, Expo…: a fixed device token per story. */
function demoTokenProvider(slow: boolean): () => Promise<string> {
  const token = `story-device-${Math.random().toString(36).slice(2, 10)}`;
  return () => (slow ? new Promise<string>(() => undefined) : Promise.resolve(token));
}

function pushRegister(args: PushArgs): TemplateResult {
  const api = storyApi();
  return html`<notif-push-register
    base-url=${api.baseUrl}
    subscriber-id="subscriber-ada"
    api-key=${STORY_KEY}
    provider-id=${args.providerId}
    integration-identifier=${ifDefined(args.integrationIdentifier)}
    vapid-public-key=${VAPID_KEY}
    theme=${ifDefined(args.theme)}
    .fetch=${api.fetch}
    .tokenProvider=${args.customTokenProvider ? demoTokenProvider(args.slowToken) : undefined}
    @notif-push-state=${(event: CustomEvent) => log.state(event.detail)}
    @notif-error=${(event: CustomEvent) => log.error(event.detail)}
  ></notif-push-register>`;
}

/** Presses the button, as a person would, and waits for the element to settle. */
async function pressButton({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const element = canvasElement.querySelector('notif-push-register')!;
  await element.updateComplete;
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="button"]')!.click();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

export default {
  title: 'Elements/notif-push-register',
  component: 'notif-push-register',
  args: {
    providerId: 'push-webhook',
    integrationIdentifier: undefined,
    customTokenProvider: true,
    theme: undefined,
    permission: 'default',
    prompt: 'granted',
    slowToken: false,
    noPushApi: false,
  },
  argTypes: {
    providerId: {
      control: 'select',
      options: [
        'push-webhook',
        'fcm',
        'apns',
        'expo',
        'one-signal',
        'pushpad',
        'pusher-beams',
        'appio',
        'webpush',
      ],
      description:
        'The local API has active `push-webhook` and `fcm` integrations; others answer 400, `webpush` is not a provider.',
    },
    integrationIdentifier: { control: 'text' },
    customTokenProvider: { control: 'boolean', table: { category: 'Story' } },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    permission: {
      control: 'inline-radio',
      options: ['default', 'granted', 'denied'],
      table: { category: 'Browser' },
    },
    prompt: {
      control: 'inline-radio',
      options: ['granted', 'denied', 'dismissed', 'pending'],
      description: 'What the person answers when asked.',
      table: { category: 'Browser' },
    },
    slowToken: { control: 'boolean', table: { category: 'Story' } },
    noPushApi: { control: 'boolean', table: { category: 'Browser' } },
  },
  beforeEach: browserAsArgs,
  render: pushRegister,
} satisfies Meta<PushArgs>;

type Story = StoryObj<PushArgs>;

/** Idle: "Enable notifications". Pressing it asks for permission, then stores the token on subscriber-ada. */
export const Idle: Story = {};

/** Asking: the browser's permission prompt is open (here it never gets an answer). */
export const Asking: Story = { args: { prompt: 'pending' }, play: pressButton };

/** Registering: permission granted, the token is on its way. */
export const Registering: Story = { args: { permission: 'granted', slowToken: true }, play: pressButton };

/** Registered: "Notifications on". Pressing again sends nothing unless the token changed. */
export const Registered: Story = { args: { permission: 'granted' }, play: pressButton };

/** Denied: notifications are blocked; the text says how to allow them again. */
export const Denied: Story = { args: { permission: 'denied' } };

/** The prompt was dismissed: back to idle with a note, and it can ask again. */
export const Dismissed: Story = { args: { prompt: 'dismissed' }, play: pressButton };

/** Unsupported: the default Web Push token in a browser without the Push API. */
export const Unsupported: Story = { args: { customTokenProvider: false, noPushApi: true } };

/** Error: the service has no active `apns` integration (400); the message says what to do, and Retry. */
export const ErrorNoIntegration: Story = {
  name: 'Error: no active integration',
  args: { providerId: 'apns', permission: 'granted' },
  play: pressButton,
};

/** Error: a `provider-id` that is not a provider. No request is made. */
export const ErrorUnknownProvider: Story = {
  name: 'Error: unknown provider-id',
  args: { providerId: 'webpush' },
};

/** `theme="dark"` on a dark page, registered. */
export const Dark: Story = {
  args: { theme: 'dark', permission: 'granted' },
  decorators: [
    (story) =>
      html`<div style="padding: 24px; background: #0b0d12; min-block-size: 100vh; box-sizing: border-box">
        ${story()}
      </div>`,
  ],
  parameters: { layout: 'fullscreen' },
  play: pressButton,
};
