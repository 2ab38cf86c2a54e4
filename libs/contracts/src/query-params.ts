import { z } from 'zod';

// Query parameter schemas shared by the contracts: query strings arrive as text, typed clients may pass numbers.

/** A whole number between `min` and `max`, as a number or its digits. */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,9}$/, 'must be a whole number').transform(Number)])
    .pipe(z.number().int().min(min).max(max));

/** `a,b,c` or the parameter repeated (`k=a&k=b`): the entries, trimmed; pipe it into the entries' own schema. */
export const splitList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** A list without its repeats, in first-seen order. */
export const unique = <T>(list: T[]): T[] => [...new Set(list)];
