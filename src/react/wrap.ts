import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';

/**
 * A React component for a tag: properties set as properties, `events` as typed props. Each component lives in a
 * module of its own that imports only its element's entry (which registers the tag), so an app that renders one
 * component carries that element alone: the modules have no side effect of their own, and bundlers drop those an app
 * does not use (package.json `sideEffects`), with the entries they import.
 */
export function wrap<
  I extends HTMLElement,
  E extends Record<string, EventName | string> = Record<never, never>,
>(tagName: string, elementClass: new () => I, events?: E) {
  const displayName = tagName.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return createComponent({ tagName, elementClass, react: React, events, displayName });
}
