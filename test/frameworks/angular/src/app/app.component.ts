import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import 'notif-elements/inbox';
import type { NotifMarkedEvent, NotifMessageClickEvent } from 'notif-elements';
import { injectNotifFeed } from './notif-feed';
import { currentUser } from './session';

@Component({
  selector: 'app-root',
  imports: [],
  // The notif- tags are custom elements: Angular checks nothing of them but the bindings' syntax.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  templateUrl: './app.component.html',
  styleUrl: './app.component.css'
})
export class AppComponent {
  readonly user = currentUser;
  // The same configuration as the inbox's: one store, one truth for both.
  readonly inbox = injectNotifFeed({ baseUrl: '/api/notif', subscriberId: currentUser.id });
  readonly lastEvent = signal('');

  onMessageClick(event: Event) {
    const click = event as NotifMessageClickEvent;
    click.preventDefault(); // route inside the app instead of following the message's link
    this.lastEvent.set(`clicked ${click.detail.message._id}`);
  }

  onMarked(event: Event) {
    const { markAs, ids } = (event as NotifMarkedEvent).detail;
    this.lastEvent.set(`marked ${markAs} ${ids.join(',')}`);
  }
}
