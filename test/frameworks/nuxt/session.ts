// Stands for the app's own sign-in: the person signed in, whose notifications the page shows.
export const currentUser = { id: 'subscriber-ada' };
