import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { defineElement } from '../elements/shared/define-element.js';

/**
 * A React component for a tag: properties set as properties, `events` as typed props. It registers the tag
 * (`defineElement`, with the elements it renders) when the component is made. Each component lives in a module of its
 * own that imports only its element's class, so an app that renders one component carries that element alone (not the
 * other elements an entry registers): bundlers drop the modules an app does not use (package.json `sideEffects`).
 */
export function wrap<
  I extends HTMLElement,
  E extends Record<string, EventName | string> = Record<never, never>,
>(tagName: string, elementClass: new () => I, events?: E) {
  defineElement(tagName, elementClass);
  const displayName = tagName.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return createComponent({ tagName, elementClass, react: React, events, displayName });
}
