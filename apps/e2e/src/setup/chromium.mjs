import { accessSync, constants } from 'node:fs';

/** Where Debian, Ubuntu and Chrome packages put the browser; CHROMIUM_PATH wins when set. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The Chromium executable to drive, or undefined when none is installed. */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find(isExecutable);
}

export const CHROMIUM_LOOKED_AT = `$CHROMIUM_PATH, ${CANDIDATES.join(', ')}`;
