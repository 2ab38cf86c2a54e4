import { createHash, timingSafeEqual } from 'node:crypto';
import type { District } from '@brokerage/contracts';

/** Content stored for one district or for both ('all'). */
export const districtsFor = (district: District): string[] => [district, 'all'];

/**
 * Whether `presented` equals the configured preview token. No configured token means preview is
 * off. Digests keep the comparison constant-time whatever the lengths.
 */
export const previewTokenMatches = (configured: string | undefined, presented: string): boolean => {
  if (!configured) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(configured), digest(presented));
};

