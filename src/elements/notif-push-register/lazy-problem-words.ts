/**
 * The push register's problem words (`problem-words.ts`), fetched when a wrong attribute or a refused registration
 * is to be shown: the registration fetches them with its own code, before it reports a failure, and the element
 * when its first state is a wrong attribute.
 */
type ProblemWords = typeof import('./problem-words.js');

let loaded: ProblemWords | undefined;

/** The words, once fetched. */
export const problemWords = (): ProblemWords | undefined => loaded;

/** Fetches the words (the browser keeps the module once it has it). */
export const loadProblemWords = (): Promise<ProblemWords> =>
  import('./problem-words.js').then((words) => (loaded = words));
