import { LitElement, html, isServer, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import {
  NotifHttpError,
  NotifNetworkError,
  NotifTimeoutError,
  NotifValidationError,
} from '../../api/errors.js';
import {
  SUBSCRIBER_CHANNEL_PROVIDERS,
  isOneOf,
  type SubscriberChannelProvider,
} from '../../api/providers.js';
import type { Subscriber } from '../../api/types.js';
import { ClientController } from '../../controllers/client-controller.js';
import type { NotifClient } from '../../api/client.js';
import { upsertCredentials } from '../../push/credentials-on-demand.js';
import { NotifErrorEvent } from '../../events/notif-error.js';
import { NotifPushStateEvent, type PushState } from '../../events/notif-push-state.js';
import { pushStrings } from '../../i18n/push-strings.js';
import type { PushStrings, NotifStrings } from '../../i18n/strings.js';
import { withStrings } from '../../i18n/with-strings.js';
import {
  ACKNOWLEDGED_PREFIX,
  AcknowledgedTokens,
  acknowledgedKey,
  type RegistrationScope,
} from '../../push/acknowledged-tokens.js';
import {
  notificationPermission,
  requestNotificationPermission,
  watchNotificationPermission,
} from '../../push/notification-permission.js';
import { pushUnsupportedReason, type PushUnsupportedReason } from '../../push/push-support.js';
import { vapidKeyProblem, webPushToken, type TokenProvider } from '../../push/web-push-token.js';
import { tokens } from '../../styles/tokens.js';
import { styles } from './notif-push-register.styles.js';
import { icon } from '../../styles/icon.js';
import { NotifConfigurable } from '../notif-configurable.js';

/** What the element shows for a state: the button, and the text next to it. */
interface View {
  state: PushState;
  label: string;
  /** Whether the button does something now; otherwise it stays focusable but `aria-disabled`. */
  actionable: boolean;
  /** The explanation next to the button (why it is unavailable, what failed, what to do). */
  message?: string;
  tone?: 'error';
  /** The token just registered, for the `notif-push-state` event. */
  token?: string;
  /** A configuration mistake of the page, reported once with `notif-error`. */
  configError?: NotifValidationError;
}

/** A registration under way: asking for permission, then getting and storing the token. */
interface Run {
  key: string;
  phase: 'asking' | 'registering';
  controller: AbortController;
  /** Started by `auto-register` rather than by the person: its progress is not announced. */
  quiet: boolean;
  done: Promise<void>;
}

/** How the last registration of a scope ended. */
type Outcome =
  | { key: string; kind: 'registered'; token: string }
  | { key: string; kind: 'dismissed' }
  | { key: string; kind: 'error'; message: string };

/** The names a browser feature is explained by when it is missing. */
const MISSING_FEATURE: Record<Exclude<PushUnsupportedReason, 'insecure-context'>, string> = {
  'no-notification': 'the Notification API',
  'no-service-worker': 'service workers',
  'no-push-manager': 'the Push API (PushManager)',
};

const ICONS = {
  bell: svg`<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z" /><path d="M10 20.5a2 2 0 0 0 4 0" />`,
  bellOff: svg`<path d="M8.5 5.6A6 6 0 0 1 18 11v4" /><path d="M6 11v5.5l-1.5 2H17" /><path d="M10 20.5a2 2 0 0 0 4 0" /><path d="m3 3 18 18" />`,
  check: svg`<path d="m5 12.5 4.5 4.5L19 7.5" />`,
  error: svg`<circle cx="12" cy="12" r="9" /><path d="M12 7.5V13M12 16.5v.01" />`,
  spinner: svg`<path d="M12 3a9 9 0 1 0 9 9" />`,
};

/** Says what a token provider resolved with, without ever showing the value itself. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return 'an empty string';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;
}

/** The text of an error body's `message` (a string, or an array for validation errors). */
function serviceMessage(error: NotifHttpError): string {
  const message = error.body?.message;
  return Array.isArray(message) ? message.join('; ') : String(message ?? error.body?.error ?? '');
}

/**
 * @summary Turns on push notifications for this browser: asks for permission (from a click), gets the browser's
 * device token and stores it with the service (`PATCH /v1/subscribers/{id}/credentials`), once.
 *
 * The default token is a Web Push subscription made through the `service-worker` with the `vapid-public-key`; a
 * `tokenProvider` function plugs in FCM, OneSignal, Expo or any other. Which tokens the service acknowledged is
 * remembered in `localStorage` per base URL, subscriber, provider and integration (as SHA-256 fingerprints), so a
 * token is sent once, a changed token is sent again, and a reload sends nothing. It never registers without a click
 * unless `auto-register` is set and permission was already granted.
 *
 * @fires notif-push-state - The state changed (`detail.state`; `detail.token` when this page just registered one).
 * @fires notif-error - A registration failed (`operation: 'register'`), or the element is configured wrongly
 *   (`operation: 'configure'`, a `NotifValidationError` naming the attribute).
 *
 * @csspart base - The container of the button and the message.
 * @csspart button - The button; its label follows the state.
 * @csspart icon - The icon inside the button.
 * @csspart label - The label inside the button.
 * @csspart message - The explanation next to the button: why it is unavailable, what failed, what to do.
 *
 * @cssprop --notif-push-register-background - Background behind the button and message. Default: the surface colour.
 * @cssprop --notif-push-register-color - Text colour. Default: the text colour.
 * @cssprop --notif-push-register-muted-color - Colour of the message and of an unavailable button. Default: the muted text colour.
 * @cssprop --notif-push-register-error-color - Colour of an error message. Default: the danger colour.
 * @cssprop --notif-push-register-button-background - Background of the button. Default: the accent colour.
 * @cssprop --notif-push-register-button-color - Text colour of the button. Default: the on-accent colour.
 * @cssprop --notif-push-register-button-radius - Corner radius of the button. Default: the small radius.
 * @cssprop --notif-push-register-gap - Space between the button and the message. Default: 8px.
 * @cssprop --notif-push-register-padding - Padding around the button and message. Default: 0.
 */
@customElement('notif-push-register')
export class NotifPushRegister extends NotifConfigurable(LitElement) {
  static override styles = [tokens, styles];
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** Registration is per subscriber: no client until the configuration names one. */
  readonly #api = new ClientController(
    this,
    () => this.ownConfig,
    (config) => Boolean(config.subscriberId),
    { upsertCredentials },
  );
  readonly #memory = new AcknowledgedTokens();
  #state: PushState = 'idle';
  #view: View = { state: 'idle', label: '', actionable: false };
  #run: Run | undefined;
  #outcome: Outcome | undefined;
  #announcement = '';
  /** The scope `auto-register` last ran for: once per scope and page, never in a loop after a failure. */
  #autoRanFor: string | undefined;
  /** The configuration mistake last reported, so each is reported once. */
  #reportedProblem: string | undefined;
  #stopWatching: (() => void) | undefined;
  /** Set while an automatic registration settles, so its ending is not announced. */
  #quietOutcome = false;

  /** One of the 20 subscriber channel providers, usually a push one (`push-webhook` for the default Web Push token). */
  @property({ attribute: 'provider-id' }) providerId?: string;
  /** The `identifier` of the integration to store the token under; default the provider's newest active one. */
  @property({ attribute: 'integration-identifier' }) integrationIdentifier?: string;
  /** The VAPID public key (base64url) the default Web Push token is made with; not needed with a `tokenProvider`. */
  @property({ attribute: 'vapid-public-key' }) vapidPublicKey?: string;
  /** URL of the service worker the default Web Push token registers (`notif-sw.js` of this package, or your own). */
  @property({ attribute: 'service-worker' }) serviceWorker = '/notif-sw.js';
  /** Register without a click when permission was already granted (never asks for it without one). */
  @property({ type: Boolean, attribute: 'auto-register' }) autoRegister = false;
  /** Supplies the device token instead of Web Push (FCM, OneSignal, Expo, Pushpad…); needs only the Notification API. */
  @property({ attribute: false }) tokenProvider?: TokenProvider;
  /** `light` or `dark` pins the colour scheme; unset follows the system. */
  @property({ reflect: true }) theme?: 'light' | 'dark';
  /** Strings to use instead of the built-in English ones (any subset). */
  @property({ attribute: false }) strings?: Partial<NotifStrings>;

  /** The current state, also reflected as the `state` attribute. */
  get state(): PushState {
    return this.#state;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#stopWatching = watchNotificationPermission(() => this.requestUpdate());
    globalThis.addEventListener('storage', this.#onStorage);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    globalThis.removeEventListener('storage', this.#onStorage);
    this.#abortRun();
  }

  protected override willUpdate(): void {
    // A server never runs update(): it renders the button as a browser first shows it, before permission and
    // support are known (labelled, not yet actionable).
    if (isServer) this.#view = { state: 'idle', label: this.#strings.pushEnable, actionable: false };
  }

  protected override update(changed: PropertyValues<this>): void {
    // Another way to get the token: the last failure said nothing about it.
    const source =
      changed.has('tokenProvider') || changed.has('vapidPublicKey') || changed.has('serviceWorker');
    if (source && this.#outcome?.kind === 'error') this.#outcome = undefined;
    // Here rather than in willUpdate: the configuration from the provider has arrived for this update by now.
    this.#sync();
    super.update(changed);
  }

  protected override updated(): void {
    this.#reportConfigError();
    this.#maybeAutoRegister();
  }

  /** Another tab registered or forgot a token: the state may have changed. */
  #onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key.startsWith(ACKNOWLEDGED_PREFIX)) this.requestUpdate();
  };

  #onClick(): void {
    if (this.#view.actionable) void this.register();
  }

  /**
   * Turns notifications on: asks for permission when needed, gets this browser's token and stores it with the
   * service unless the service already acknowledged it. Call it from a click or key press (as the button does):
   * browsers only ask for permission during a user gesture. Resolves when done; failures show as the `error` state.
   */
  register(): Promise<void> {
    if (this.#run) return this.#run.done;
    this.#sync();
    if (!this.#view.actionable) return Promise.resolve();
    return this.#start(false) ?? Promise.resolve();
  }

  /**
   * Forgets, in this browser, which tokens the service acknowledged for the current subscriber and provider, so the
   * next registration sends the token again (after signing out, or when the service lost its data). The service
   * keeps the tokens it has: the API has no operation to remove one.
   */
  forgetRegistration(): void {
    const scope = this.#scope();
    if (scope) this.#memory.forget(scope);
    if (this.#outcome?.kind === 'registered') this.#outcome = undefined;
    this.#refresh();
  }

  get #strings(): PushStrings {
    return withStrings(pushStrings, this.strings);
  }

  /** Whose registration this is; undefined without a subscriber or with an unknown provider. */
  #scope(): RegistrationScope | undefined {
    const config = this.#api.config;
    if (!config.subscriberId || !isOneOf(SUBSCRIBER_CHANNEL_PROVIDERS, this.providerId)) return undefined;
    return {
      baseUrl: config.baseUrl ?? '',
      subscriberId: config.subscriberId,
      providerId: this.providerId,
      integrationIdentifier: this.integrationIdentifier || undefined,
    };
  }

  /** Brings the state up to date with the configuration, the permission, the memory and the last outcome. */
  #sync(): void {
    const scope = this.#scope();
    const key = scope ? acknowledgedKey(scope) : undefined;
    // Another subscriber, provider or service: what was under way or shown belonged to the previous one.
    if (this.#run && this.#run.key !== key) this.#abortRun();
    if (this.#outcome && this.#outcome.key !== key) this.#outcome = undefined;
    this.#view = this.#viewOf(scope, key);
    this.#enter(this.#view);
  }

  /** {@link #sync} outside an update (a registration moved on), and render it. */
  #refresh(): void {
    this.#sync();
    this.requestUpdate();
  }

  #viewOf(scope: RegistrationScope | undefined, key: string | undefined): View {
    const strings = this.#strings;
    if (this.#run) {
      const asking = this.#run.phase === 'asking';
      return {
        state: this.#run.phase,
        label: asking ? strings.pushAsking : strings.pushRegistering,
        actionable: false,
      };
    }
    if (!isOneOf(SUBSCRIBER_CHANNEL_PROVIDERS, this.providerId)) {
      const message = strings.pushBadProvider(this.providerId || undefined);
      return this.#configProblem('provider-id', message);
    }
    const reason = pushUnsupportedReason({ webPush: !this.tokenProvider });
    if (reason) {
      const message =
        reason === 'insecure-context'
          ? strings.pushInsecure
          : `${strings.pushUnsupported} ${strings.pushMissing(MISSING_FEATURE[reason])}`;
      return { state: 'unsupported', label: strings.pushUnavailable, actionable: false, message };
    }
    if (!this.tokenProvider) {
      const problem = vapidKeyProblem(this.vapidPublicKey);
      if (problem) return this.#configProblem('vapid-public-key', strings.pushBadVapidKey(problem));
    }
    if (!scope || !key || !this.#api.client) {
      return {
        state: 'idle',
        label: strings.pushEnable,
        actionable: false,
        message: strings.pushNotConfigured,
      };
    }
    const permission = notificationPermission();
    if (permission === 'denied') {
      return { state: 'denied', label: strings.pushBlocked, actionable: false, message: strings.pushDenied };
    }
    const outcome = this.#outcome;
    if (outcome?.kind === 'error') {
      return {
        state: 'error',
        label: strings.retry,
        actionable: true,
        message: outcome.message,
        tone: 'error',
      };
    }
    if (permission === 'granted' && (outcome?.kind === 'registered' || this.#memory.any(scope))) {
      return {
        state: 'registered',
        label: strings.pushRegistered,
        actionable: true,
        message: strings.pushRegisteredHint,
        token: outcome?.kind === 'registered' ? outcome.token : undefined,
      };
    }
    const message = outcome?.kind === 'dismissed' ? strings.pushDismissed : undefined;
    return { state: 'idle', label: strings.pushEnable, actionable: true, message };
  }

  /** The page configured the element wrongly: an error state that names the attribute, and no request. */
  #configProblem(field: string, message: string): View {
    return {
      state: 'error',
      label: this.#strings.pushEnable,
      actionable: false,
      message,
      tone: 'error',
      configError: new NotifValidationError(field, [message]),
    };
  }

  /** Moves to the view's state: reflects it, announces it and fires `notif-push-state` when it changed. */
  #enter(view: View): void {
    if (this.getAttribute('state') !== view.state) this.setAttribute('state', view.state);
    const changed = view.state !== this.#state;
    this.#state = view.state;
    if (!changed) return;
    // The first state is shown, not announced; an automatic registration's progress is not announced either.
    const quiet = !this.hasUpdated || (this.#run?.quiet ?? this.#quietOutcome) || false;
    if (!quiet || view.state === 'error') this.#announcement = this.#announcementOf(view);
    this.dispatchEvent(
      new NotifPushStateEvent(view.token ? { state: view.state, token: view.token } : { state: view.state }),
    );
  }

  #announcementOf(view: View): string {
    switch (view.state) {
      case 'asking':
      case 'registering':
      case 'registered':
        return view.label;
      default:
        return view.message ?? '';
    }
  }

  #reportConfigError(): void {
    const error = this.#view.configError;
    if (error?.message === this.#reportedProblem) return;
    this.#reportedProblem = error?.message;
    if (error) this.dispatchEvent(new NotifErrorEvent({ operation: 'configure', error }));
  }

  #maybeAutoRegister(): void {
    if (!this.autoRegister || this.#run || !this.#view.actionable) return;
    if (this.#state !== 'idle' && this.#state !== 'registered') return;
    if (notificationPermission() !== 'granted') return; // never asks without a click
    const scope = this.#scope();
    const key = scope ? acknowledgedKey(scope) : undefined;
    if (!key || this.#autoRanFor === key) return;
    this.#autoRanFor = key;
    // After this update has finished: starting changes the state, which renders again.
    queueMicrotask(() => {
      if (!this.#run && this.isConnected) void this.#start(true);
    });
  }

  /** Starts a registration for the current scope; undefined when there is nothing to register for. */
  #start(quiet: boolean): Promise<void> | undefined {
    const client = this.#api.client;
    const scope = this.#scope();
    if (!client || !scope) return undefined;
    const run: Run = {
      key: acknowledgedKey(scope),
      phase: 'registering',
      controller: new AbortController(),
      quiet,
      done: Promise.resolve(),
    };
    this.#run = run;
    this.#outcome = undefined;
    run.done = this.#register(run, client, scope);
    return run.done;
  }

  async #register(
    run: Run,
    client: Pick<NotifClient, 'upsertCredentials'>,
    scope: RegistrationScope,
  ): Promise<void> {
    const current = () => this.#run === run && !run.controller.signal.aborted;
    let failure: Error | undefined;
    try {
      let permission = notificationPermission();
      if (permission === 'default') {
        if (run.quiet) return; // auto-register never asks
        run.phase = 'asking';
        this.#refresh();
        permission = await requestNotificationPermission();
        if (!current()) return;
        if (permission === 'default') {
          this.#outcome = { key: run.key, kind: 'dismissed' };
          return;
        }
      }
      if (permission === 'denied') return; // the denied state explains what to do
      run.phase = 'registering';
      this.#refresh();
      const token = await this.#deviceToken();
      if (!current()) return;
      if (!(await this.#memory.has(scope, token))) {
        const subscriber = await client.upsertCredentials(
          scope.subscriberId,
          {
            providerId: scope.providerId as SubscriberChannelProvider,
            ...(scope.integrationIdentifier ? { integrationIdentifier: scope.integrationIdentifier } : {}),
            credentials: { deviceTokens: [token] },
          },
          { signal: run.controller.signal },
        );
        this.#checkStored(subscriber, scope, token);
        // Remembered even when the element went away meanwhile: the service has the token, so it is never re-sent.
        await this.#memory.add(scope, token);
      }
      if (current()) this.#outcome = { key: run.key, kind: 'registered', token };
    } catch (error) {
      if (!current()) return;
      failure = error instanceof Error ? error : new Error(String(error));
      this.#outcome = { key: run.key, kind: 'error', message: this.#describe(failure, scope) };
    } finally {
      if (this.#run === run) {
        this.#run = undefined;
        this.#quietOutcome = run.quiet;
        this.#refresh();
        this.#quietOutcome = false;
      }
    }
    if (failure) this.dispatchEvent(new NotifErrorEvent({ operation: 'register', error: failure }));
  }

  /** The device token from the `tokenProvider`, or this browser's Web Push subscription. */
  async #deviceToken(): Promise<string> {
    const provider = this.tokenProvider;
    const value: unknown = provider
      ? await provider()
      : await webPushToken({
          vapidPublicKey: this.vapidPublicKey ?? '',
          serviceWorker: this.serviceWorker || '/notif-sw.js',
        });
    if (typeof value !== 'string' || value.trim() === '') {
      throw new NotifValidationError('tokenProvider', [
        `tokenProvider must resolve with a non-empty string (the device token), not ${describeValue(value)}`,
      ]);
    }
    return value;
  }

  /** The service answered 200: it must now list the token under the provider, or it did not store it. */
  #checkStored(subscriber: Subscriber, scope: RegistrationScope, token: string): void {
    if (!Array.isArray(subscriber.channels)) return; // a service that does not echo channels: trust the 200
    const stored = subscriber.channels.some(
      (channel) =>
        channel?.providerId === scope.providerId && channel.credentials?.deviceTokens?.includes(token),
    );
    if (!stored) {
      throw new Error(
        `The service answered the registration but lists no such device token under ${scope.providerId} for ${scope.subscriberId}.`,
      );
    }
  }

  /** A message a person (and, for mistakes of the page, its developer) can act on. */
  #describe(error: Error, scope: RegistrationScope): string {
    const strings = this.#strings;
    if (error instanceof NotifHttpError) {
      const said = serviceMessage(error);
      if (error.status === 400 && /\bactive\b.*\bintegration\b/i.test(said)) {
        return strings.pushNoIntegration(scope.providerId, scope.integrationIdentifier);
      }
      if (error.status === 404) return strings.pushUnknownSubscriber(scope.subscriberId);
      if (error.status === 401 || error.status === 403) return strings.pushRefused(error.status);
      return `${strings.pushError} (${error.status}${said ? `: ${said}` : ''})`;
    }
    if (error instanceof NotifNetworkError || error instanceof NotifTimeoutError)
      return strings.pushUnreachable;
    return `${strings.pushError} ${error.message}`;
  }

  #abortRun(): void {
    const run = this.#run;
    if (!run) return;
    this.#run = undefined;
    run.controller.abort();
  }

  #icon(view: View): TemplateResult {
    switch (view.state) {
      case 'asking':
      case 'registering':
        return icon(ICONS.spinner, 'spinner');
      case 'registered':
        return icon(ICONS.check);
      case 'denied':
      case 'unsupported':
        return icon(ICONS.bellOff);
      case 'error':
        return icon(view.actionable ? ICONS.error : ICONS.bell);
      default:
        return icon(ICONS.bell);
    }
  }

  override render(): TemplateResult {
    const view = this.#view;
    return html`<div part="base" class="state-${view.state}">
      <button
        type="button"
        part="button"
        aria-disabled=${view.actionable ? 'false' : 'true'}
        aria-describedby=${ifDefined(view.message ? 'message' : undefined)}
        @click=${this.#onClick}
      >
        <span part="icon">${this.#icon(view)}</span><span part="label">${view.label}</span>
      </button>
      ${view.message ? html`<p part="message" id="message" class=${view.tone ?? ''}>${view.message}</p>` : nothing}
      <span class="visually-hidden" role="status" aria-live="polite">${this.#announcement}</span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'notif-push-register': NotifPushRegister;
  }
}
