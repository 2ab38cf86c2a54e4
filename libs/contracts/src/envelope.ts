import { z } from 'zod';
import type { District, Lang } from '@brokerage/domain';

export { DISTRICTS, LANGS, type District, type Lang } from '@brokerage/domain';

/** Every API answer: `code` 0 is success, anything else is an error from the catalogue in codes.ts. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** X-Lang header values (spec 7). */
export const X_LANG = { 'zh-cn': '1', 'zh-hk': '2', en: '3' } as const satisfies Record<Lang, string>;
/** X-Type header values (spec 7). */
export const X_TYPE = { mainland: '1', hk: '2' } as const satisfies Record<District, string>;


export const langFromHeader = (value: string | undefined): Lang =>
  (Object.entries(X_LANG).find(([, v]) => v === value)?.[0] as Lang | undefined) ?? 'en';
export const districtFromHeader = (value: string | undefined): District =>
  (Object.entries(X_TYPE).find(([, v]) => v === value)?.[0] as District | undefined) ?? 'hk';
