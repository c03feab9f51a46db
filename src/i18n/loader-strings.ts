import { commonStrings } from './common-strings.js';

/** What the standalone script shows in place of an element whose code could not be loaded, in English. */
export const loaderStrings = {
  loadFailed: 'This part of the page could not be loaded.',
  retry: commonStrings.retry,
};
