// Type checks of the tags in Vue's GlobalComponents with notif-elements/vue: what a template's
// `<notif-inbox mode="inline" @notif-marked="…">` is checked against.
import type {} from 'notif-elements/vue';
import type { GlobalComponents } from 'vue';

type InboxProps = InstanceType<GlobalComponents['notif-inbox']>['$props'];

export const inline: InboxProps = {
  mode: 'inline',
  'page-size': 20,
  onNotifMarked: (event) => console.log(event.detail.ids, event.detail.markAs),
};
// @ts-expect-error: mode is 'popover' or 'inline'
export const sideways: InboxProps = { mode: 'sideways' };
