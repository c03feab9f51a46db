// Type checks of the raw tags in Preact's JSX with notif-elements/jsx/preact: tsc fails if the types go missing
// or accept what the elements do not.
import type {} from 'notif-elements/jsx/preact';

export function Tools({ token }: { token: string }) {
  return (
    <section>
      <notif-activity
        token={token}
        page-size={20}
        onnotif-error={(event) => console.error(event.detail.error)}
      />
      <notif-push-register
        provider-id="push-webhook"
        tokenProvider={async () => 'device-token'}
        onnotif-push-state={(event) => console.log(event.detail.state)}
      />
      {/* @ts-expect-error: page-size is a number */}
      <notif-activity page-size={{ rows: 20 }} />
    </section>
  );
}
