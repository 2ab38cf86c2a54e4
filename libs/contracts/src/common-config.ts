import { z } from 'zod';
import { SLIDER_TRAIL_MAX_POINTS } from './constants';
import { defineEndpoint } from './endpoint';

/** common_config key whose value is the list of PEM public keys for encrypting passwords and e-mails. */
export const RSA_PUBLIC_KEYS_KEY = 'rsa_public_keys';

export const queryCommonConfig = defineEndpoint({
  name: 'queryCommonConfig',
  method: 'GET',
  path: '/user-api/query/common_config',
  query: z.object({
    /** One key or several, comma-separated (e.g. `rsa_public_keys`). */
    key: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9_]{1,64}$/, 'Keys are lower-case letters, digits and _.')).min(1)),
  }),
  /** One entry per requested key that exists; `rsa_public_keys` is a list of PEM public keys. */
  data: z.object({ rsa_public_keys: z.array(z.string()).optional() }).catchall(z.unknown()),
  auth: 'none',
  summary: 'Common configuration values by key, including the RSA public keys.',
});

/**
 * The proof of work handed out with a slider puzzle (altcha-lib v2, deterministic mode): try counters
 * 0, 1, 2, … until the key derived from `nonce` + counter (`algorithm`, `cost` iterations, `salt`,
 * `keyLength` bytes) starts with `keyPrefix`.
 */
export const powChallengeSchema = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number().int(),
  keyLength: z.number().int(),
  keyPrefix: z.string(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

export const powSolutionSchema = z.object({
  counter: z.number().int().min(0).max(0xffffffff),
  /** The derived key, lower-case hex. */
  derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
});
export type PowSolution = z.infer<typeof powSolutionSchema>;

export const sliderChallengeSchema = z.object({
  challengeId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  /** Top (px) of the piece; the user drags it horizontally. */
  pieceY: z.number().int(),
  /** Background with the hole, PNG data URL. */
  background: z.string(),
  /** The piece to drag, PNG data URL. */
  piece: z.string(),
  /** Work the answer must carry as `pow` (solved while the visitor drags); null when CAPTCHA_POW_MAX_NUMBER is 0 (never in `pro`). */
  pow: powChallengeSchema.nullable(),
});
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

export const sliderCaptchaChallenge = defineEndpoint({
  name: 'sliderCaptchaChallenge',
  method: 'GET',
  path: '/user-api/captcha/slider/challenge/v1',
  data: sliderChallengeSchema,
  auth: 'none',
  summary: 'A new slider puzzle with its proof of work (valid 2 minutes, one answer).',
});

export const sliderAnswerSchema = z.object({
  /** Left edge (px) where the piece was dropped. */
  x: z.number().min(0).max(1000),
  /**
   * How the piece got there: `[ms since the puzzle appeared, left edge px]` points, oldest first,
   * from the start of the move (pointer or keys) to the drop. Missing: the answer fails like a wrong one.
   */
  trail: z
    .array(z.tuple([z.number().int().min(0).max(600_000), z.number().min(0).max(1000)]))
    .max(SLIDER_TRAIL_MAX_POINTS)
    .default([]),
  /** The solved proof of work of the challenge; missing while one was handed out: the answer fails like a wrong one. */
  pow: powSolutionSchema.optional(),
});
export type SliderAnswer = z.infer<typeof sliderAnswerSchema>;

export const sliderCaptchaVerify = defineEndpoint({
  name: 'sliderCaptchaVerify',
  method: 'POST',
  path: '/user-api/captcha/slider/verify/v1',
  body: sliderAnswerSchema.extend({ challengeId: z.string().trim().min(16).max(256) }),
  data: z.object({
    /** Single-use token: pass it as `graphCaptcha` with `key: 2` when sending a code. */
    captchaToken: z.string(),
  }),
  auth: 'none',
  summary: 'Checks the slider answer, how the piece was moved and the proof of work; a right answer gives a single-use token for the next code send.',
});

/** Common-config and slider-captcha calls, by client function name. */
export const commonConfigEndpoints = {
  queryCommonConfig,
  sliderCaptchaChallenge,
  sliderCaptchaVerify,
} as const;
