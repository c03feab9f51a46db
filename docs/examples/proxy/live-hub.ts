/**
 * The live channel's hub, made once per server process: the proxy serves the browsers' live streams from it, and
 * your backend calls `hub.notify(subscriberId)` after it triggers a workflow, so the inbox shows the message in about
 * a second. On several servers behind a load balancer, share it over Redis with your own connected client:
 * `createLiveHub({ broadcast: redisBroadcast(redisClient) })`, `redisBroadcast` from `notif-elements/proxy/redis`.
 */
import { createLiveHub } from 'notif-elements/proxy';

export const hub = createLiveHub();
