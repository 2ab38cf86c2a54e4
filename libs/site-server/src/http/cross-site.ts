/** Methods that change state; only these are checked for cross-site origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface WriteRequestInfo {
  method: string;
  /** The Origin header, if the browser sent one. */
  origin: string | null | undefined;
  /** The Sec-Fetch-Site header, if the browser sent one. */
  fetchSite: string | null | undefined;
  /** Host the request was made to (`www.example.com`, `localhost:3000`). */
  host: string | null | undefined;
}

/**
 * True for a state-changing request a browser sent from another site (CSRF): its Origin names
 * another host, or, without Origin, Sec-Fetch-Site says cross-site. The session cookie is
 * SameSite=Lax as well; this refuses such requests before any action runs, with a 403.
 */
export const isCrossSiteWrite = ({ method, origin, fetchSite, host }: WriteRequestInfo): boolean => {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin) {
    if (origin === 'null' || !URL.canParse(origin)) return true;
    return new URL(origin).host !== host;
  }
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
};
