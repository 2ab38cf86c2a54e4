/**
 * Where to go after the next login, stored by a page before it asks for one (spec 4: the stored
 * jump info beats the panel's and the dialog's jump URL). Kept in the tab's sessionStorage, so it
 * survives the login dialog and a reload but not the tab; read by the register/login panel.
 */
export interface JumpInfo {
  /** A path on this site (the server refuses anything else). */
  url: string;
  /** `pgc`: content for verified account holders; anyone else gets the PGC dialog instead of the jump. */
  type?: string;
  /** Scroll the URL's `#fragment` element into view once the page shows it. */
  scrollIntoView?: boolean;
}

const STORAGE_KEY = 'brokerage.jumpInfo';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings): no stored jump, the panel's own applies.
    return null;
  }
};

export const storeJumpInfo = (info: JumpInfo): void => {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Quota or privacy mode: the jump is a convenience, the login works without it.
  }
};

/** The stored jump info, or null when there is none or it is not one (written by hand, older shape). */
export const readJumpInfo = (): JumpInfo | null => {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { url, type, scrollIntoView } = value as Record<string, unknown>;
    if (typeof url !== 'string' || url === '') return null;
    return { url, ...(typeof type === 'string' ? { type } : {}), ...(scrollIntoView === true ? { scrollIntoView: true } : {}) };
  } catch {
    return null;
  }
};

export const clearJumpInfo = (): void => {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored that could be used.
  }
};
