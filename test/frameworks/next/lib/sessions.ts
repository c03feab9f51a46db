// Stands for the app's own sign-in: the person signed in, whose notifications the page shows.
export const currentUser = { id: 'subscriber-ada' };

/** What the inbox proxy asks of the sign-in: the subscriberId of the person making `request`, or nothing. */
export function signedInSubscriber(_request: Request): string | undefined {
  return currentUser.id;
}
