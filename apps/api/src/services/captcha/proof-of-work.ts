import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowSolution } from '@brokerage/contracts';
import { hmacHex } from '../../security/tokens';

/**
 * PBKDF2 rather than one SHA-256 per try: a browser derives it natively (WebCrypto), so a visitor's
 * cost per try is close to a script's, where a plain hash runs many times faster outside a browser.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';

export interface ProofOfWorkSettings {
  /** The secret counter is drawn from 1…maxNumber: a solver tries maxNumber / 2 counters on average. */
  maxNumber: number;
  /** PBKDF2 iterations of one try. */
  cost: number;
}

/**
 * The self-hosted captcha's proof of work (altcha-lib, deterministic mode): the server draws a
 * counter and signs the key it derives; the solver must try counters from 0 until its key matches,
 * and the server checks the answer with two HMACs, no derivation. Which challenge was handed out
 * with which puzzle, and that it is answered once, is the slider's stored challenge's business.
 */
export class ProofOfWork {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(appSecret: string, readonly settings: ProofOfWorkSettings) {
    // Own keys derived from APP_SECRET, shared by every API instance, used for nothing else.
    this.signatureSecret = hmacHex(appSecret, 'captcha-pow-signature');
    this.keySignatureSecret = hmacHex(appSecret, 'captcha-pow-key-signature');
  }

  /** A signed challenge: its `parameters` go to the solver, the whole of it stays with the server. */
  async challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: POW_ALGORITHM,
      cost: this.settings.cost,
      counter: randomInt(1, this.settings.maxNumber + 1),
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** Whether `solution` solves `challenge` (as it was handed out: the stored copy, not the client's). Never throws. */
  async solves(challenge: Challenge, solution: PowSolution | undefined): Promise<boolean> {
    if (!solution) return false;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      return result.verified;
    } catch {
      return false;
    }
  }
}
