/**
 * Which `Host` the command-line server answers (docs/api.md#the-local-api). A page on any site can resolve its own
 * host name to 127.0.0.1 (DNS rebinding) and then call this server as its own origin, with the public demo key:
 * it would read and change the dev data. Such a request carries the page's host name in `Host`, so only the names
 * of this machine's loopback (`localhost`, `127.0.0.1`, `[::1]`), the `--host` given, and the names given with
 * `--allowed-host` are answered; anything else gets 421 and touches nothing.
 */

/** Loopback names always answered. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** `host[:port]` split; a bare IPv6 address is bracketed, names are lower-cased. */
function splitHost(value: string): { name: string; port?: string } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  return match[2] === undefined ? { name: match[1]! } : { name: match[1]!, port: match[2] };
}

/** The form a `--host` takes in a `Host` header (an IPv6 address in brackets). */
function hostName(bind: string): string {
  const name = bind.trim().toLowerCase();
  return name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
}

/** Whether `value` is a `host` or `host:port` that `--allowed-host` accepts. */
export function isHostPattern(value: string): boolean {
  return splitHost(value) !== undefined;
}

/**
 * A check of each request's `Host`: `undefined` when it is answered, else the reason it is not. `port` is the
 * port the server listens on: a `Host` naming another port is refused too.
 */
export function hostCheck(
  bind: string,
  allowed: readonly string[] = [],
): (host: string | null, port: number) => string | undefined {
  const names = new Set([...LOOPBACK, hostName(bind)]);
  const extra = allowed.map((value) => splitHost(value)!);
  return (host, port) => {
    if (host === null) return 'The request has no Host header';
    const given = splitHost(host);
    const fits = (name: string, only?: string) =>
      given !== undefined &&
      given.name === name &&
      (given.port === undefined || given.port === (only ?? String(port)));
    if ([...names].some((name) => fits(name)) || extra.some((entry) => fits(entry.name, entry.port)))
      return undefined;
    return `Host ${JSON.stringify(host)} is not served here: use localhost, 127.0.0.1 or [::1], or start notif-local-api with --allowed-host`;
  };
}
