import { createContext, isValidElement, type ContextType } from 'react';
import type { StyleSheetContext } from 'styled-components';

/** The style sheet styled-components renders into (a ServerStyleSheet's instance on the server). */
export type PartStyleSheet = ContextType<typeof StyleSheetContext>['styleSheet'];

/** A part rendered for the first time on this server: its HTML is taken from the page once it is done. */
export interface PartCapture {
  /** Value of the `data-part-capture` attribute marking the part's wrapper in the page. */
  marker: string;
  /** The style sheet the part's styled components use: records every rule they need. */
  styleSheet: PartStyleSheet;
  /** Called when the part's subtree has rendered. */
  end: () => void;
}

/**
 * What a server render offers deferred parts (deferHydration): the HTML of a part rendered before
 * with the same key, and the capture of a part rendered for the first time. Only the sites' document
 * render provides it, and only for visitors without a session; elsewhere parts render as usual.
 */
export interface ServerParts {
  /** The part's kept inner HTML, its styles and messages added to this render's; undefined if none. */
  take: (key: string, styleSheet: PartStyleSheet) => string | undefined;
  begin: (key: string, styleSheet: PartStyleSheet) => PartCapture;
}

export const ServerPartsContext = createContext<ServerParts | undefined>(undefined);

/** The attribute the server finds a captured part by (and removes from the page). */
export const PART_CAPTURE_ATTRIBUTE = 'data-part-capture';

/**
 * The key of what a part's props show: their JSON without functions (a part takes them as
 * callbacks, see deferHydration), or undefined when a value is no plain data (a React element, a
 * Map, a class instance), whose JSON would not tell two renders apart.
 */
export const partPropsKey = (props: object): string | undefined => {
  let plain = true;
  const json = JSON.stringify(props, (_key, value: unknown) => {
    if (typeof value === 'function') return undefined;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const prototype = Object.getPrototypeOf(value);
      if (isValidElement(value) || (prototype !== Object.prototype && prototype !== null)) plain = false;
    }
    return value;
  });
  return plain ? json : undefined;
};
