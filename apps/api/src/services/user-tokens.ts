import { ApiError, CODES } from '@brokerage/contracts';
import type { Clock } from '../clock';
import type { UserRow } from '../repositories/users';
import { newToken, sha256Hex } from '../security/tokens';
import type { EphemeralStore } from '../store/ephemeral-store';

const USER_TOKENS = {
  /** get-token-key: hands the session to another site or the app. */
  tokenKey: { storePrefix: 'token-key', ttlMs: 60_000 },
  /** get-trade-password-token: the trade-password step. */
  tradePassword: { storePrefix: 'trade-token', ttlMs: 10 * 60_000 },
} as const;

type UserTokenKind = keyof typeof USER_TOKENS;

/** The token itself is never stored, only its SHA-256. */
const storeKey = (kind: UserTokenKind, token: string) => `${USER_TOKENS[kind].storePrefix}:${sha256Hex(token)}`;

/**
 * Logout mark of a user: a fresh random value written at each logout, kept as long as a token key
 * lives. A token key records the mark it was minted under; a different live mark at redemption
 * means the user logged out since. No live mark means no logout within a key's lifetime, so
 * keys stay valid. No clocks are compared, so instances with skewed clocks agree.
 */
const logoutMarkKey = (userUuid: string) => `token-key-logout:${userUuid}`;

/** What a token key stands for: its user and the logout mark at minting ('' when there was none). */
interface TokenKeyGrant {
  user: string;
  logoutMark: string;
}

const readGrant = (value: string | null): TokenKeyGrant | null => {
  if (value === null) return null;
  try {
    const grant = JSON.parse(value) as Partial<TokenKeyGrant>;
    return typeof grant.user === 'string' && typeof grant.logoutMark === 'string' ? { user: grant.user, logoutMark: grant.logoutMark } : null;
  } catch {
    return null;
  }
};

/** Short-lived random tokens that stand for a user: token keys (exchanged once) and trade-password tokens. */
export class UserTokens {
  constructor(
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
  ) {}

  async issueTokenKey(userUuid: string): Promise<{ tokenKey: string; expiresIn: number }> {
    const logoutMark = (await this.store.get(logoutMarkKey(userUuid), this.clock.now())) ?? '';
    const grant: TokenKeyGrant = { user: userUuid, logoutMark };
    return { tokenKey: await this.issue('tokenKey', JSON.stringify(grant)), expiresIn: USER_TOKENS.tokenKey.ttlMs / 1000 };
  }

  /**
   * The user of a live token key, which is used up; null when unknown, expired, already exchanged,
   * or minted before the user's last logout.
   */
  async redeemTokenKey(tokenKey: string): Promise<string | null> {
    const now = this.clock.now();
    const grant = readGrant(await this.store.take(storeKey('tokenKey', tokenKey), now));
    if (!grant) return null;
    const logoutMark = await this.store.get(logoutMarkKey(grant.user), now);
    return logoutMark === null || logoutMark === grant.logoutMark ? grant.user : null;
  }

  /** Logout: every token key the user minted until now stops working (a key hands over a session, and the user just ended theirs). */
  async revokeTokenKeys(userUuid: string): Promise<void> {
    const now = this.clock.now();
    await this.store.put(logoutMarkKey(userUuid), newToken(), now + USER_TOKENS.tokenKey.ttlMs, now);
  }

  /** Only for users who have set a trade password (TRADE_PASSWORD_NOT_SET otherwise). */
  async issueTradePasswordToken(user: Pick<UserRow, 'uuid' | 'trade_password_hash'>): Promise<{ token: string; expiresIn: number }> {
    if (!user.trade_password_hash) throw new ApiError(CODES.TRADE_PASSWORD_NOT_SET);
    return { token: await this.issue('tradePassword', user.uuid), expiresIn: USER_TOKENS.tradePassword.ttlMs / 1000 };
  }

  private async issue(kind: UserTokenKind, value: string): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.store.put(storeKey(kind, token), value, now + USER_TOKENS[kind].ttlMs, now);
    return token;
  }
}
