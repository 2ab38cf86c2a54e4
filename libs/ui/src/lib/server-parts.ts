import { createContext, type ContextType } from 'react';
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

/** Which part a render is about to show, and with what. */
export interface PartIdentity {
  /** Tells deferHydration components apart. */
  kind: number;
  /** The part's place in the tree (its `useId`): ids inside it follow from it. */
  place: string;
  locale: string;
  props: object;
}

/**
 * What a server render offers deferred parts (deferHydration): the HTML of a part rendered before
 * with the same identity, else the capture of its first render; undefined when the part cannot be
 * kept. Only the sites' document render provides it, and only for visitors without a session;
 * elsewhere parts render as usual.
 */
export interface ServerParts {
  /** The kept inner HTML comes with its styles and messages added to this render's. */
  serve: (part: PartIdentity, styleSheet: PartStyleSheet) => { html: string } | { capture: PartCapture } | undefined;
}

export const ServerPartsContext = createContext<ServerParts | undefined>(undefined);

/** The attribute the server finds a captured part by (and removes from the page). */
export const PART_CAPTURE_ATTRIBUTE = 'data-part-capture';
