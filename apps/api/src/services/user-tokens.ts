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

/** Short-lived random tokens that stand for a user: token keys (exchanged once) and trade-password tokens. */
export class UserTokens {
  constructor(
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
  ) {}

  async issueTokenKey(userUuid: string): Promise<{ tokenKey: string; expiresIn: number }> {
    return { tokenKey: await this.issue('tokenKey', userUuid), expiresIn: USER_TOKENS.tokenKey.ttlMs / 1000 };
  }

  /** The user of a live token key, which is used up; null when unknown, expired or already exchanged. */
  redeemTokenKey(tokenKey: string): Promise<string | null> {
    return this.store.take(storeKey('tokenKey', tokenKey), this.clock.now());
  }

  /** Only for users who have set a trade password (TRADE_PASSWORD_NOT_SET otherwise). */
  async issueTradePasswordToken(user: Pick<UserRow, 'uuid' | 'trade_password_hash'>): Promise<{ token: string; expiresIn: number }> {
    if (!user.trade_password_hash) throw new ApiError(CODES.TRADE_PASSWORD_NOT_SET);
    return { token: await this.issue('tradePassword', user.uuid), expiresIn: USER_TOKENS.tradePassword.ttlMs / 1000 };
  }

  private async issue(kind: UserTokenKind, userUuid: string): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.store.put(storeKey(kind, token), userUuid, now + USER_TOKENS[kind].ttlMs, now);
    return token;
  }
}
