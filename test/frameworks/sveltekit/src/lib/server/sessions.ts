import { currentUser } from '../session';

/** What the inbox proxy asks of the sign-in: the subscriberId of the person making `request`, or nothing. */
export function signedInSubscriber(_request: Request): string | undefined {
	return currentUser.id;
}
