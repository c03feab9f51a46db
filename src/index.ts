/**
 * `notif-elements`: the browser entry point. It registers every element and exports their classes, their events,
 * the client and the API types.
 */
export * from './api/index.js';
