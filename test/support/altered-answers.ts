/**
 * The local API's real answers, changed on their way back the way a broken service would send them: a fetch that
 * hands every JSON answer whose path matches to `alter` and returns what it gives, with the same status.
 */

export type Alter = (json: unknown, path: string) => unknown;

export function alteredAnswers(fetchImpl: typeof fetch, pattern: RegExp, alter: Alter): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    if (!pattern.test(path) || !response.ok) return response;
    const json: unknown = await response.json();
    return new Response(JSON.stringify(alter(json, path)), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
