/**
 * Authentication and environment selection (docs/decisions.md#auth-and-scoping). The `Authorization` header decides which
 * environment every later lookup is scoped to; the messages of the 401s are fixed by docs/decisions.md#errors.
 */
import type { MiddlewareHandler } from 'hono';
import type { Caller, LocalEnv } from './caller.js';
import { ApiError } from './errors.js';
import type { Environment, SessionToken } from './state.js';

/** Where the credentials of a request are looked up. */
export interface CredentialLookup {
  environmentByApiKey(key: string): Environment | undefined;
  environmentById(id: string): Environment | undefined;
  /** The dashboard sessions that are valid right now. */
  sessionTokens(): readonly SessionToken[];
}

/** Reads the caller from an `Authorization` header value, or throws the 401 that says what is wrong. */
export function authenticate(header: string | undefined, lookup: CredentialLookup): Caller {
  const value = header?.trim() ?? '';
  if (value === '') throw new ApiError(401, 'Missing authorization header');
  const [scheme = '', ...rest] = value.split(/\s+/);
  const credential = rest.join(' ');
  // Schemes are case-insensitive in HTTP (RFC 9110 §11.1); the credentials are not.
  switch (scheme.toLowerCase()) {
    case 'apikey': {
      const environment = credential === '' ? undefined : lookup.environmentByApiKey(credential);
      if (!environment) throw new ApiError(401, 'API Key not found');
      return { environmentId: environment._id, organizationId: environment._organizationId, kind: 'apiKey' };
    }
    case 'bearer': {
      const session = lookup.sessionTokens().find((entry) => entry.token === credential);
      const environment = session && lookup.environmentById(session._environmentId);
      if (!session || !environment || credential === '') throw new ApiError(401, 'Session token not found');
      return {
        environmentId: environment._id,
        organizationId: environment._organizationId,
        kind: 'session',
        userId: session._userId,
      };
    }
    default:
      throw new ApiError(401, `Invalid authentication scheme: "${scheme}"`);
  }
}

/** Middleware that authenticates the request and leaves the caller in `c.var.caller`. */
export function requireCaller(lookup: CredentialLookup): MiddlewareHandler<LocalEnv> {
  return async (c, next) => {
    c.set('caller', authenticate(c.req.header('authorization'), lookup));
    await next();
  };
}
