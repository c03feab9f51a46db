// The elements are defined in the browser only: the server sends the tags as they are, and they come alive here.
import 'notif-elements/inbox';

export default defineNuxtPlugin(() => {});
