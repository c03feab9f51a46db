#!/usr/bin/env node
// Prints a new VAPID key pair for Web Push (P-256, base64url), made by the `web-push` package.
//
//   node scripts/generate-vapid-keys.mjs          # human-readable
//   node scripts/generate-vapid-keys.mjs --json   # {"publicKey":"…","privateKey":"…"}
//
// The PUBLIC key goes to browsers: `<notif-push-register vapid-public-key="…">`. Browsers subscribe with it, and
// push services then accept only messages signed with the matching private key.
// The PRIVATE key belongs to the server that sends pushes (for example `webPush.setVapidDetails(subject, publicKey,
// privateKey)` before `webPush.sendNotification(subscription, payload)`). It never belongs in browser code, in a
// page, in a bundle or in a repository: whoever holds it can sign pushes to every subscription made with the pair.
// The demo page only registers subscriptions and never sends pushes, so it holds the public key alone.
import webPush from 'web-push';

const { publicKey, privateKey } = webPush.generateVAPIDKeys();

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ publicKey, privateKey }));
} else {
  console.log('VAPID public key (browser: the vapid-public-key attribute):');
  console.log(`  ${publicKey}`);
  console.log('');
  console.log(
    'VAPID private key (the server that sends pushes only; never in browser code or a repository):',
  );
  console.log(`  ${privateKey}`);
}
