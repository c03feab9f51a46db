/** Strings more than one element shows, in English. */
export const commonStrings = {
  retry: 'Retry',
};
