import * as React from 'react';
import type { NotifConfig } from '../store/config.js';

/**
 * The configuration of the nearest `NotifProvider`, handed to the components inside it as their own props. The
 * `<notif-provider>` element gives it to the elements in the browser; on a server that renders the elements (Lit SSR,
 * Next.js with `@lit-labs/nextjs`), no element sees another, so an inbox rendered without it would render as
 * unconfigured there and configured in the browser, and the browser could not take the server's markup over (a
 * hydration mismatch, and a second bell). With the provider's values as its own, it renders alike in both.
 */
export const ProviderConfig = React.createContext<NotifConfig | undefined>(undefined);
