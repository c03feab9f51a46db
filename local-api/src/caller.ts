/** Who is calling: the environment an `Authorization` header selected, and how it was authenticated. */
export interface Caller {
  environmentId: string;
  organizationId: string;
  /** `apiKey` for `Authorization: ApiKey …`, `session` for a dashboard `Authorization: Bearer …`. */
  kind: 'apiKey' | 'session';
  /** The dashboard user of a session; recorded as `deletedBy`. */
  userId?: string;
}

/** Hono's typing of what middleware leaves for the routes. */
export interface LocalEnv {
  Variables: { caller: Caller };
}
