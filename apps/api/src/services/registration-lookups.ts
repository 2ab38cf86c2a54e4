import { ApiError, CODES } from '@brokerage/contracts';
import { clientNetworkKey } from '../security/client-network';
import { sha256Hex } from '../security/tokens';
import type { EphemeralStore } from '../store/ephemeral-store';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Whether a phone or an e-mail has an account is what an enumeration script wants, and several
 * answers tell it: check-phone, a password login's 300701/300702/300703/300705, the organisation
 * e-mail check and code send (304001), a registration's "e-mail already used" (100400). They all
 * draw on this one budget per network and per session. The panel asks check-phone once per number
 * typed (debounced) and a person fails a password login a few times, so these caps let that
 * through and stop a script after a handful. When check-phone is refused, the panel keeps the
 * stricter rule (the Hong Kong form asks for an e-mail), so a shared address loses nothing but a shortcut.
 */
export const REGISTRATION_LOOKUP_LIMITS = [
  { scope: 'ip', windowMs: MINUTE_MS, max: 10 },
  { scope: 'ip', windowMs: DAY_MS, max: 100 },
  { scope: 'session', windowMs: MINUTE_MS, max: 10 },
  { scope: 'session', windowMs: DAY_MS, max: 100 },
] as const;

export interface LookupClient {
  /** The visitor's address (the site server forwards it); IPv6 counts by its /64. */
  ip: string;
  /** The session token the request carries, if any (only its hash is used). */
  sessionToken: string | null;
}

/**
 * Counts one answer that tells whether an account exists against every cap of the client and
 * refuses it (TOO_MANY_REQUESTS) when any is over. Each count is the store's atomic increment, so
 * of N concurrent lookups at most `max` pass, in every store. Refused lookups count too: a script
 * that keeps going stays refused.
 */
export const admitRegistrationLookup = async (store: EphemeralStore, now: number, client: LookupClient): Promise<void> => {
  const subjects = { ip: clientNetworkKey(client.ip), session: client.sessionToken === null ? null : sha256Hex(client.sessionToken) };
  const withinLimits = await Promise.all(
    REGISTRATION_LOOKUP_LIMITS.map(async ({ scope, windowMs, max }) => {
      const subject = subjects[scope];
      if (subject === null) return true;
      const window = Math.floor(now / windowMs);
      const count = await store.increment(`registration-lookup:${scope}:${windowMs}:${subject}:${window}`, (window + 1) * windowMs, now);
      return count <= max;
    }),
  );
  if (withinLimits.includes(false)) throw new ApiError(CODES.TOO_MANY_REQUESTS);
};
