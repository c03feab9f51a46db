import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { defineElement, type Definable } from '../elements/shared/define-element.js';
import { mergeConfig, type NotifConfig } from '../store/config.js';
import { ProviderConfig } from './provider-config.js';

/**
 * A React component for an element class, under the class's tag (`tagName`): properties set as properties, `events`
 * as typed props. It registers the tag (`defineElement`, with the elements it renders) when the component is made.
 * Each component lives in a module of its own that imports only its element's class, so an app that renders one
 * component carries that element alone (not the other elements an entry registers): bundlers drop the modules an app
 * does not use (package.json `sideEffects`).
 * An element that takes a configuration also takes the nearest `NotifProvider`'s as props (./provider-config.ts);
 * its own props win, as its own attributes win over a `<notif-provider>`'s. `provides` marks the provider's own
 * component, which hands its configuration on (no other component names the provider's tag, so an app that renders
 * only an inbox carries nothing of the provider).
 */
export function wrap<
  I extends HTMLElement,
  E extends Record<string, EventName | string> = Record<never, never>,
>(elementClass: Definable & (new () => I), events?: E, options: { provides?: boolean } = {}) {
  defineElement(elementClass);
  const { tagName } = elementClass;
  const displayName = tagName.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  const Component = createComponent({ tagName, elementClass, react: React, events, displayName });
  const WithProviderConfig = React.forwardRef<I, Record<string, unknown>>((props, ref) => {
    const provided = React.useContext(ProviderConfig);
    const config = mergeConfig(provided, props as NotifConfig);
    // Only what the element takes: the activity log has no subscriber.
    const inherited = Object.fromEntries(
      Object.entries(config).filter(([key]) => key in elementClass.prototype),
    );
    const element = React.createElement(Component as React.ElementType, { ...props, ...inherited, ref });
    return options.provides
      ? React.createElement(ProviderConfig.Provider, { value: config }, element)
      : element;
  });
  WithProviderConfig.displayName = displayName;
  return WithProviderConfig as unknown as typeof Component;
}
