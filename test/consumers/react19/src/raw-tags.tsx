// Type checks of the raw tags in React 19's JSX with notif-elements/jsx: tsc fails if the types go missing or
// accept what the elements do not.
import type {} from 'notif-elements/jsx';
import 'notif-elements';

export function RawInbox({ api }: { api: string }) {
  return (
    <notif-provider base-url={api} subscriber-id="subscriber-ada">
      <notif-inbox
        mode="inline"
        page-size={20}
        strings={{ empty: 'All caught up' }}
        onnotif-marked={(event) => console.log(event.detail.ids, event.detail.markAs)}
        onnotif-counts={(event) => console.log(event.detail.unseen)}
      />
      {/* @ts-expect-error: mode is 'popover' or 'inline' */}
      <notif-inbox mode="sideways" />
      <notif-push-register provider-id="push-webhook" tokenProvider={async () => 'device-token'} />
    </notif-provider>
  );
}
