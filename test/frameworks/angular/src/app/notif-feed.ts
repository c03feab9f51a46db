// notif-feed.ts: the headless feed as an Angular signal, disposed with the component or service that injects it.
import { DestroyRef, inject, signal, type Signal } from '@angular/core';
import { createNotifFeed, type NotifFeed, type NotifFeedConfig, type NotifFeedSnapshot } from 'notif-elements/feed';

export function injectNotifFeed(config: NotifFeedConfig): { snapshot: Signal<NotifFeedSnapshot>; feed: NotifFeed } {
  const feed = createNotifFeed(config);
  const snapshot = signal(feed.getSnapshot());
  const unsubscribe = feed.subscribe((next) => snapshot.set(next));
  inject(DestroyRef).onDestroy(() => {
    unsubscribe();
    feed.dispose();
  });
  return { snapshot: snapshot.asReadonly(), feed };
}
