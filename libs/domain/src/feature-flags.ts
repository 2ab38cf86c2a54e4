/**
 * Feature flags of a user (spec 3 and 6: `grayStatusBit`): one character per feature, '1' when the
 * feature is switched on for this user (a gray release), anything else off. A position beyond the
 * end of the string is off, so the API can add features without breaking older strings.
 */
export const FEATURE_FLAG_POSITIONS = {
  /** Open API access: its section in the personal centre. */
  openApi: 0,
  /** Quote packages on the website: the personal centre's packages and renewal sections. */
  quotePackages: 2,
} as const;
export type FeatureFlag = keyof typeof FEATURE_FLAG_POSITIONS;

/** The features on in `grayStatusBit` (a visitor, with no string, has none). */
export const readFeatureFlags = (grayStatusBit: string | null | undefined): Record<FeatureFlag, boolean> => {
  const bits = grayStatusBit ?? '';
  const flags = {} as Record<FeatureFlag, boolean>;
  for (const [flag, position] of Object.entries(FEATURE_FLAG_POSITIONS) as [FeatureFlag, number][]) flags[flag] = bits.charAt(position) === '1';
  return flags;
};
