/**
 * The calling codes the service sends SMS codes to: exactly the codes of the country-area list the
 * API serves (get-country-area, seeded from tools/seed/official/country-areas.ts; an API test keeps
 * the two equal). The panel's built-in fallback areas are among them.
 *
 * Codes only, so the browser gets a few hundred bytes rather than the names of 70 areas. Anything
 * else (+0, +999, +1234, premium or unassigned routes) is refused before a code is counted or sent.
 * Adding an area means adding its code here and to the seed.
 */
export const SUPPORTED_CALLING_CODES: ReadonlySet<string> = new Set([
  '1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '54', '55', '56', '57', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91',
  '92', '94', '95', '234', '254', '351', '352', '353', '358', '420', '673', '852', '853', '855', '856', '880', '886',
  '960', '965', '966', '968', '971', '972', '973', '974', '976', '977',
]);
