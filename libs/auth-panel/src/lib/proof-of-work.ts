import type { PowChallenge, PowSolution } from '@brokerage/contracts';
import { solveChallenge } from 'altcha-lib';
import type { DeriveKeyFunction } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Longest stretch (ms) of work between two turns of the page's event loop: about a frame, so drags and keys stay smooth. */
export const POW_SLICE_MS = 16;

/** Gives up after this long (a very slow device): the answer then fails and a new puzzle comes. */
const POW_TIMEOUT_MS = 60_000;

/**
 * Does the proof of work handed out with a slider puzzle (altcha-lib's solver with the browser's
 * WebCrypto PBKDF2), in slices of at most POW_SLICE_MS, while the visitor looks and drags.
 * Null when cancelled (a new puzzle, the box closed) or timed out.
 */
export const solveProofOfWork = async (pow: PowChallenge, controller: AbortController): Promise<PowSolution | null> => {
  let sliceStart = performance.now();
  const sliced: DeriveKeyFunction = async (...args) => {
    if (performance.now() - sliceStart > POW_SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
    return deriveKey(...args);
  };
  try {
    const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey: sliced, controller, timeout: POW_TIMEOUT_MS });
    return solution && { counter: solution.counter, derivedKey: solution.derivedKey };
  } catch {
    // No WebCrypto (an old browser, a page not served over https): the answer fails like a wrong one.
    return null;
  }
};
