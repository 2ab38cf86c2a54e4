import { rmSync } from 'node:fs';

/** Stops the servers global-setup started and removes their throw-away database. */
export default async function globalTeardown() {
  const state = globalThis.__BROKERAGE_E2E__;
  if (!state) return;
  delete globalThis.__BROKERAGE_E2E__;
  await state.stack.stop();
  state.removeGuards();
  rmSync(state.dataDir, { recursive: true, force: true });
}
