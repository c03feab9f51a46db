/** `notif-elements/proxy/redis`: the live hub's broadcast over Redis pub/sub, for many servers. */
export { redisBroadcast, type RedisBroadcastOptions } from './live/redis-broadcast.js';
