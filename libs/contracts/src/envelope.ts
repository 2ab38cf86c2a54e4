import { z } from 'zod';

/** Every API answer: `code` 0 is success, anything else is an error from the catalogue in codes.ts. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** X-Lang header values (spec 7). */
export const X_LANG = { 'zh-cn': '1', 'zh-hk': '2', en: '3' } as const;
/** X-Type header values (spec 7). */
export const X_TYPE = { mainland: '1', hk: '2' } as const;

export type Lang = keyof typeof X_LANG;
export type District = keyof typeof X_TYPE;
export const LANGS = ['zh-hk', 'zh-cn', 'en'] as const satisfies readonly Lang[];
export const DISTRICTS = ['hk', 'mainland'] as const satisfies readonly District[];

export const langFromHeader = (value: string | undefined): Lang =>
  (Object.entries(X_LANG).find(([, v]) => v === value)?.[0] as Lang | undefined) ?? 'en';
export const districtFromHeader = (value: string | undefined): District =>
  (Object.entries(X_TYPE).find(([, v]) => v === value)?.[0] as District | undefined) ?? 'hk';
