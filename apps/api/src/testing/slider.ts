import type { PowChallenge, PowSolution, SliderAnswer } from '@brokerage/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../security/tokens';

/** Where a slider puzzle's piece belongs, read where the API keeps it: a person finds it by eye, a test looks it up. */
export const sliderAnswerOf = async (app: FastifyInstance, challengeId: string, now: number): Promise<number> => {
  const stored = await app.store.get(`captcha-challenge:${sha256Hex(challengeId)}`, now);
  if (stored === null) throw new Error(`no puzzle ${challengeId}`);
  return (JSON.parse(stored) as { x: number }).x;
};

/** Does a puzzle's proof of work as the panel does (altcha-lib's solver), with Node's PBKDF2. */
export const solvePow = async (pow: PowChallenge | null): Promise<PowSolution | undefined> => {
  if (!pow) return undefined;
  const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey });
  if (!solution) throw new Error('the proof of work was not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
};

/** A drag as a hand makes it (ending after ~1.1 s): a pause, a quick start, a slow approach, a little overshoot and back. */
export const humanTrail = (x: number): SliderAnswer['trail'] => {
  const trail: SliderAnswer['trail'] = [[400, 0]];
  for (let step = 1; step <= 16; step += 1) {
    const progress = 1 - (1 - step / 16) ** 3;
    trail.push([400 + step * 38 + (step % 3) * 4, Math.min(1000, Math.round(x * progress * 1.03))]);
  }
  trail.push([1_100, x]);
  return trail;
};
