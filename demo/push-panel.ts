// The demo's push panel: <notif-push-register> and the subscriber's stored device tokens.
export {};
