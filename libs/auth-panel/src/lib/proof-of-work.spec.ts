import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { solveProofOfWork } from './proof-of-work';

// The server's side of the work as the API makes and checks it (apps/api services/captcha/proof-of-work.ts).
const secrets = { hmacSignatureSecret: 'signature-secret-for-tests', hmacKeySignatureSecret: 'key-signature-secret-for-tests' };
const serverChallenge = (counter: number) => createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 200, counter, deriveKey, ...secrets });

describe('the panel solving a puzzle’s proof of work', () => {
  it('finds the counter the server drew, and the server accepts the derived key', async () => {
    const challenge = await serverChallenge(137);
    const solution = await solveProofOfWork(challenge.parameters, new AbortController());
    if (!solution) throw new Error('not solved');
    expect(solution.counter).toBe(137);
    expect((await verifySolution({ challenge, solution, deriveKey, ...secrets })).verified).toBe(true);
  });

  it('gives up when the puzzle is replaced or the box closed', async () => {
    const controller = new AbortController();
    const solving = solveProofOfWork((await serverChallenge(50_000)).parameters, controller);
    setTimeout(() => controller.abort(), 20);
    expect(await solving).toBeNull();
  });

  it('answers null instead of throwing when the browser cannot do the work', async () => {
    const challenge = await serverChallenge(3);
    expect(await solveProofOfWork({ ...challenge.parameters, algorithm: 'MD5' }, new AbortController())).toBeNull();
  });
});
