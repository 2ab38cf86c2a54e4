/**
 * Query parameters of ad campaigns (`utm_*`, Google's `gclid`, Facebook's `fbclid`). No page reads
 * them on the server: caches leave them out of a page's key (a link with only these is the page
 * without them), and what the server renders must not show them either, or hydration would differ
 * from the page the cache kept.
 */
export const isCampaignParameter = (name: string): boolean => name.startsWith('utm_') || name === 'gclid' || name === 'fbclid';

/** A query string (`?a=1&utm_source=x`, or empty) without its campaign parameters: `?a=1`, or '' when nothing is left. */
export const withoutCampaignParameters = (search: string): string => {
  if (search === '' || search === '?') return '';
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isCampaignParameter(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};
