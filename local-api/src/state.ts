/**
 * The whole state of the local API: plain JSON-serializable records, so it can be persisted to a file
 * and loaded back as it was. Every record belongs to one environment (`_environmentId`); nothing here is
 * visible from another environment.
 */
import type { ActivityNotification, Integration, Message, Subscriber, Workflow } from 'notif-api-contract';

/** An environment and the API keys that select it. */
export interface Environment {
  _id: string;
  _organizationId: string;
  name: string;
  apiKeys: string[];
}

/** A dashboard session token (`Authorization: Bearer <token>`), bound to one environment. */
export interface SessionToken {
  token: string;
  _environmentId: string;
  /** The dashboard user the session stands for; recorded as `deletedBy` on deletes. */
  _userId: string;
}

/**
 * A notification event as stored. `subscriptionId` is kept beside the record (the spec's resource has no
 * such field) so that operation 5 can filter by it; responses carry `record` alone.
 */
export interface StoredNotification {
  record: ActivityNotification;
  subscriptionId?: string;
}

/** A stored idempotent response (docs/decisions.md#idempotency). */
export interface IdempotencyRecord {
  _environmentId: string;
  key: string;
  /** A fingerprint of method, path and body: the same key with another request is refused. */
  fingerprint: string;
  /** `running` while the first request is under way. */
  state: 'running' | 'done';
  status?: number;
  body?: string;
  /** Epoch milliseconds after which the record is forgotten. */
  expiresAt: number;
}

/** Everything the local API knows. */
export interface LocalState {
  environments: Environment[];
  sessionTokens: SessionToken[];
  subscribers: Subscriber[];
  integrations: Integration[];
  workflows: Workflow[];
  messages: Message[];
  notifications: StoredNotification[];
  idempotency: IdempotencyRecord[];
  /** Counter behind the ids of records created at run time, so they never collide with seeded ones. */
  sequence: number;
}
