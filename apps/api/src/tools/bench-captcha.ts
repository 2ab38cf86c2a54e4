import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { loadConfig } from '../config/env';
import { ProofOfWork } from '../services/captcha/proof-of-work';
import { rsaKeyBits } from '../security/rsa';

/**
 * What one solve of the self-hosted captcha costs a script on this machine: the slider's proof of
 * work at the configured difficulty (CAPTCHA_POW_MAX_NUMBER, CAPTCHA_POW_COST as the API reads them),
 * solved the fastest way a script has, Node's native PBKDF2 on one core. The puzzle itself costs a
 * script next to nothing (docs/decisions/009). Called by `npm run bench` (section 5); prints only.
 * Usage: npx tsx --tsconfig apps/api/tsconfig.json apps/api/src/tools/bench-captcha.ts [solves, default 40]
 */
const main = async () => {
  const solves = Math.max(5, Math.min(500, Number(process.argv[2] ?? 40) || 40));
  const { captcha } = loadConfig({ ...process.env, APP_ENV: 'sit' }, rsaKeyBits);
  if (captcha.provider !== 'slider' || !captcha.proofOfWork) {
    console.log(`   No proof of work is configured (CAPTCHA_PROVIDER=${captcha.provider}${captcha.provider === 'slider' ? ', CAPTCHA_POW_MAX_NUMBER=0' : ''}): nothing to measure.`);
    return;
  }
  const settings = captcha.proofOfWork;
  const work = new ProofOfWork(randomBytes(32).toString('hex'), settings);
  const timings: number[] = [];
  const tries: number[] = [];
  const serverMs: number[] = [];
  for (let round = 0; round < solves; round += 1) {
    const issuedAt = performance.now();
    const challenge = await work.challenge();
    const issuedMs = performance.now() - issuedAt;
    const started = performance.now();
    const solution = await solveChallenge({ challenge: { parameters: challenge.parameters }, deriveKey });
    timings.push(performance.now() - started);
    if (!solution) throw new Error('a challenge was not solved');
    tries.push(solution.counter + 1);
    const checkedAt = performance.now();
    if (!(await work.solves(challenge, solution))) throw new Error('a solution was refused');
    serverMs.push(issuedMs + performance.now() - checkedAt);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
  const meanTries = mean(tries);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`   CAPTCHA_POW_MAX_NUMBER=${settings.maxNumber}, CAPTCHA_POW_COST=${settings.cost} (PBKDF2/SHA-256), ${solves} solves on one core of ${cpu}:`);
  console.log(`     a script's solve:  mean ${mean(timings).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`);
  console.log(`     tries per solve:   mean ${meanTries.toFixed(0)} (of up to ${settings.maxNumber}), ${((meanTries * settings.cost) / 1000).toFixed(0)}k PBKDF2 iterations`);
  console.log(`     so one core buys:  about ${(60_000 / mean(timings)).toFixed(0)} captcha answers a minute (each still needs the puzzle right and a hand-like trail)`);
  console.log(`     the API's own cost: mean ${mean(serverMs).toFixed(1)} ms per puzzle (one key derived to sign it, two HMACs to check the answer)`);
};

main().catch((error: unknown) => {
  console.error('bench-captcha:', error instanceof Error ? error.message : error);
  process.exit(1);
});
