/**
 * How `toNodeListener` finds the live route of the proxy it mounts: a proxy made with a hub registers its live
 * route here, and the Node mount serves that route on Node's response itself (node-live-stream.ts) rather than
 * through a fetch `Response`. A handler that is not such a proxy (one wrapped in the app's own function, say) is
 * served through fetch as every other request.
 */
import type { ServerResponse } from 'node:http';

/** The live route of a proxy, as the Node mount serves it. */
export interface NodeLiveRoute {
  /** Whether a GET of `path` (the request's whole path) is the live route. */
  matches(path: string): boolean;
  /**
   * Checks `request` (made from `res.req`) as every request is checked and, when it may, opens its stream on `res`
   * (and gives `undefined`); or gives the answer to send.
   */
  serve(request: Request, res: ServerResponse): Promise<Response | undefined>;
}

const routes = new WeakMap<object, NodeLiveRoute>();

/** Registers `route` as the live route of `handler`. */
export function serveLiveOnNode(handler: object, route: NodeLiveRoute): void {
  routes.set(handler, route);
}

/** The live route of `handler` for the Node mount, or `undefined` when it has none. */
export function nodeLiveRoute(handler: object): NodeLiveRoute | undefined {
  return routes.get(handler);
}
