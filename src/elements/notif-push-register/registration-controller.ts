/**
 * Runs a push registration for an element: reads the circumstances on every update, feeds what happens into the
 * registration machine, and performs the runs the machine starts (ask, get the token, store it). The element
 * renders {@link PushRegistrationController.status} and fires what {@link PushRegistrationController.takeNews}
 * hands it after each update.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isOneOf } from '../../api/enums.js';
import { SUBSCRIBER_CHANNEL_PROVIDERS } from '../../api/enums.js';
import type { NotifConfig } from '../../store/config.js';
import {
  ACKNOWLEDGED_PREFIX,
  AcknowledgedTokens,
  acknowledgedKey,
  type RegistrationScope,
} from './acknowledged-tokens.js';
import {
  notificationPermission,
  requestNotificationPermission,
  watchNotificationPermission,
} from '../shared/notification-permission.js';
import type { ConfigConsumer } from '../../controllers/config-consumer.js';
import { pushUnsupportedReason } from './push-support.js';
import {
  changeOf,
  initialRegistration,
  reduce,
  statusOf,
  type Change,
  type Circumstances,
  type Registration,
  type RegistrationEvent,
  type Run,
  type Status,
} from './registration-machine.js';
import type { RunResult, TokenSource } from './registration-run.js';
import { vapidKeyProblem } from './vapid-key.js';
import { asError } from '../../utils/as-error.js';

/** The element's attributes a registration depends on. */
export interface RegistrationOptions extends TokenSource {
  providerId?: string;
  integrationIdentifier?: string;
  autoRegister: boolean;
}

/** What happened since the last update, for the element to fire in order. */
export interface RegistrationNews {
  changes: Change[];
  /** The errors of failed registrations, for `notif-error`. */
  failures: Error[];
}

type Host = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean };

/** A run being performed, with the means to stop it. */
interface Performance {
  runId: number;
  abort: AbortController;
  done: Promise<void>;
}

/** Whose registration this is; undefined without a subscriber or with an unknown provider. */
function scopeOf(config: NotifConfig, options: RegistrationOptions): RegistrationScope | undefined {
  if (!config.subscriberId || !isOneOf(SUBSCRIBER_CHANNEL_PROVIDERS, options.providerId)) return undefined;
  return {
    baseUrl: config.baseUrl ?? '',
    subscriberId: config.subscriberId,
    providerId: options.providerId,
    integrationIdentifier: options.integrationIdentifier || undefined,
  };
}

function misconfigured(options: RegistrationOptions): Circumstances['misconfigured'] {
  if (!isOneOf(SUBSCRIBER_CHANNEL_PROVIDERS, options.providerId)) return 'provider-id';
  if (!options.tokenProvider && vapidKeyProblem(options.vapidPublicKey)) return 'vapid-public-key';
  return undefined;
}

/** The push registration of one element. */
export class PushRegistrationController implements ReactiveController {
  readonly #memory = new AcknowledgedTokens();
  #registration: Registration = initialRegistration;
  #scope: RegistrationScope | undefined;
  #source: readonly unknown[] | undefined;
  #performance: Performance | undefined;
  #news: RegistrationNews = { changes: [], failures: [] };
  #announced: Status | undefined;
  #stopWatching: (() => void) | undefined;

  constructor(
    private readonly host: Host,
    private readonly api: ConfigConsumer,
    private readonly options: () => RegistrationOptions,
  ) {
    host.addController(this);
  }

  /** What the element shows now. */
  get status(): Status {
    return statusOf(this.#registration);
  }

  /** The status of the last change worth announcing (the first state is shown, not announced). */
  get announced(): Status | undefined {
    return this.#announced;
  }

  hostConnected(): void {
    this.#stopWatching = watchNotificationPermission(() => this.host.requestUpdate());
    globalThis.addEventListener('storage', this.#onStorage);
  }

  hostDisconnected(): void {
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    globalThis.removeEventListener('storage', this.#onStorage);
    this.#send({ type: 'stopped' });
  }

  /** Before each render: the attributes, the configuration and the browser's permission may have changed. */
  hostUpdate(): void {
    this.#observe();
  }

  hostUpdated(): void {
    if (!this.options().autoRegister) return;
    // After this update: starting changes the state, which renders again.
    queueMicrotask(() => {
      if (this.host.isConnected) this.#send({ type: 'auto-register' });
    });
  }

  /** The state changes and failures since the last call, oldest first. */
  takeNews(): RegistrationNews {
    const news = this.#news;
    this.#news = { changes: [], failures: [] };
    return news;
  }

  /** Starts a registration when the button would do something now; resolves when it ends. */
  register(): Promise<void> {
    if (this.#performance) return this.#performance.done;
    this.#observe();
    this.#send({ type: 'pressed' });
    // The press may have started a performance (TypeScript cannot see that #send sets it).
    const started = this.#performance as Performance | undefined;
    return started?.done ?? Promise.resolve();
  }

  /**
   * Signs this browser out of push for the current subscriber: stops a registration under way, takes the token out
   * of the subscriber's channel, cancels the Web Push subscription and forgets the acknowledgement (even when the
   * removal fails, which then rejects).
   */
  async signOut(): Promise<void> {
    this.#observe();
    const scope = this.#scope;
    if (!scope) throw new Error('signOut() needs a subscriber-id and a known provider-id');
    await this.#performance?.done.catch(() => undefined);
    try {
      const { signOutOfPush } = await import('./sign-out.js');
      await signOutOfPush(this.options(), this.api.config, scope);
    } finally {
      this.#memory.forget(scope);
      this.#send({ type: 'forgotten' });
    }
  }

  /** Forgets which tokens the service acknowledged for the current scope. */
  forget(): void {
    if (this.#scope) this.#memory.forget(this.#scope);
    this.#send({ type: 'forgotten' });
  }

  /** Another tab registered or forgot a token: the state may have changed. */
  #onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key.startsWith(ACKNOWLEDGED_PREFIX)) this.host.requestUpdate();
  };

  #observe(): void {
    const options = this.options();
    const source = [options.tokenProvider, options.vapidPublicKey, options.serviceWorker];
    if (this.#source?.some((value, index) => value !== source[index])) this.#send({ type: 'source-changed' });
    this.#source = source;
    this.#scope = scopeOf(this.api.config, options);
    // A scope needs a subscriber: without one there is nothing to register for.
    const scope = this.#scope ? acknowledgedKey(this.#scope) : undefined;
    this.#send({
      type: 'observed',
      circumstances: {
        misconfigured: misconfigured(options),
        unsupported: pushUnsupportedReason({ webPush: !options.tokenProvider }),
        scope,
        permission: notificationPermission(),
        acknowledged: this.#scope ? this.#memory.any(this.#scope) : false,
      },
    });
  }

  #send(event: RegistrationEvent): void {
    const before = this.#registration;
    const after = reduce(before, event);
    if (after === before) return;
    this.#registration = after;
    this.#follow(after.run);
    const change = changeOf(before, after);
    if (change) {
      this.#news.changes.push(change);
      if (change.announced && this.host.hasUpdated) this.#announced = change.status;
    }
    this.host.requestUpdate();
  }

  /** Stops a performance whose run the machine ended, and performs a run it started. */
  #follow(run: Run | undefined): void {
    const performing = this.#performance;
    if (performing && performing.runId !== run?.id) {
      this.#performance = undefined;
      performing.abort.abort();
    }
    if (!run || this.#performance) return;
    const scope = this.#scope;
    if (!scope) return;
    const abort = new AbortController();
    const performance: Performance = { runId: run.id, abort, done: Promise.resolve() };
    this.#performance = performance;
    performance.done = this.#perform(run, scope, abort.signal).finally(() => {
      if (this.#performance === performance) this.#performance = undefined;
    });
  }

  async #perform(run: Run, scope: RegistrationScope, signal: AbortSignal): Promise<void> {
    const result = await this.#run(run, scope, signal);
    if (signal.aborted || !result) return;
    if ('token' in result) return this.#send({ type: 'stored', runId: run.id, token: result.token });
    this.#news.failures.push(result.error);
    this.#send({ type: 'failed', runId: run.id, failure: result.failure });
  }

  /** Asks for permission when the run starts there, then registers; undefined when there is nothing more to do. */
  async #run(run: Run, scope: RegistrationScope, signal: AbortSignal): Promise<RunResult | undefined> {
    if (run.phase === 'asking') {
      try {
        // Called before any await, so the browser still sees the click that started the run.
        const permission = await requestNotificationPermission();
        if (signal.aborted) return undefined;
        this.#send({ type: 'answered', runId: run.id, permission });
        if (permission !== 'granted') return undefined;
      } catch (error) {
        const failed = asError(error);
        return { error: failed, failure: { kind: 'other', message: failed.message } };
      }
    }
    try {
      const { runRegistration } = await import('./registration-run.js');
      if (signal.aborted) return undefined;
      return await runRegistration(this.options(), this.api.config, this.#memory, scope, signal);
    } catch (error) {
      // The registration's code could not be fetched: offline, or a file missing from the server.
      return { error: asError(error), failure: { kind: 'unreachable' } };
    }
  }
}
