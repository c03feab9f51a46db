/**
 * The push register's problem words (`problem-words.ts`), fetched when a wrong attribute or a refused registration
 * is to be shown: the registration fetches them with its own code, before it reports a failure, and the element
 * when its first state is a wrong attribute.
 */
type ProblemWords = typeof import('./problem-words.js');

let loaded: ProblemWords | undefined;
let loading: Promise<ProblemWords> | undefined;

/** The words, once fetched. */
export function problemWords(): ProblemWords | undefined {
  return loaded;
}

/** Fetches the words once per page (again after a failed attempt). */
export function loadProblemWords(): Promise<ProblemWords> {
  loading ??= import('./problem-words.js').then(
    (words) => (loaded = words),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
