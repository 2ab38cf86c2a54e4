import { ApiError, CODES } from '@brokerage/contracts';
import type { Clock } from '../clock';
import { hmacHex, newSixDigitCode, safeEqualHex } from '../security/tokens';
import { clientNetworkKey } from '../security/client-network';
import type { EphemeralStore } from '../store/ephemeral-store';
import type { CaptchaProvider } from './captcha/captcha-provider';

export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  cooldownMs: 60_000,
  /** Sends per phone/e-mail per day without the slider captcha, and the hard limit with it. */
  perTargetFree: 5,
  perTargetMax: 10,
  /** Sends per client IP per day without the slider captcha, and the hard limit with it. */
  perIpFree: 10,
  perIpMax: 50,
} as const;

export type CodeChannel = 'sms' | 'email';

export interface IssueRequest {
  channel: CodeChannel;
  /** Normalised phone (`852-51234567`) or lower-cased e-mail. */
  target: string;
  clientIp: string;
  /** Captcha key of spec 7: 1 first, 2 after the slider was solved. */
  key: 1 | 2;
  /** The solved-slider token; required with key 2. */
  graphCaptcha?: string;
}

/** Why a code was not accepted; each route maps it onto its catalogue code. */
export type CodeFailure = 'wrong' | 'expired' | 'too-many-tries';

export class CodeRejected extends Error {
  constructor(
    readonly reason: CodeFailure,
    readonly triesLeft = 0,
  ) {
    super(`verification code rejected: ${reason}`);
    this.name = 'CodeRejected';
  }
}

interface StoredCode {
  hash: string;
  expiresAt: number;
}

/** Calendar days in Hong Kong time (UTC+8, no daylight saving), so daily caps reset at local midnight. */
const HK_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
const dayOf = (now: number) => Math.floor((now + HK_OFFSET_MS) / DAY_MS);
const endOfDay = (day: number) => (day + 1) * DAY_MS - HK_OFFSET_MS;

/**
 * Six-digit one-time codes for SMS and e-mail login: CSPRNG, stored as an HMAC (the 10^6 code
 * space makes a plain hash reversible), single use, valid 5 minutes, void after 5 wrong tries,
 * one send per target per minute, daily caps per target and per IP with the slider captcha
 * between the free and the hard cap.
 */
export class VerificationCodes {
  constructor(
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly captcha: CaptchaProvider,
  ) {}

  private codeKey(channel: CodeChannel, target: string) {
    return `code:${channel}:${target}`;
  }

  private triesKey(channel: CodeChannel, target: string) {
    return `code-tries:${channel}:${target}`;
  }

  private cooldownKey(channel: CodeChannel, target: string) {
    return `code-cooldown:${channel}:${target}`;
  }

  private hash(channel: CodeChannel, target: string, code: string) {
    return hmacHex(this.secret, `${channel}:${target}:${code}`);
  }

  private async ensureNoCooldown(channel: CodeChannel, target: string, now: number): Promise<void> {
    const sentAt = await this.store.get(this.cooldownKey(channel, target), now);
    if (sentAt !== null) throw this.cooldownError(Number(sentAt), now);
  }

  private cooldownError(sentAt: number, now: number) {
    const retryAfter = Math.max(1, Math.ceil((sentAt + CODE_RULES.cooldownMs - now) / 1000));
    return new ApiError(CODES.CODE_COOLDOWN, 200, { retryAfter });
  }

  /** Checks every rule, then creates and stores a new code for the target and returns it for delivery. */
  async issue(request: IssueRequest): Promise<string> {
    const { channel, target, clientIp } = request;
    const now = this.clock.now();
    await this.ensureNoCooldown(channel, target, now);

    const day = dayOf(now);
    const targetCounter = `code-sent:${channel}:${target}:${day}`;
    const ipCounter = `code-sent-ip:${clientNetworkKey(clientIp)}:${day}`;
    const [sentToTarget, sentFromIp] = await Promise.all([this.store.get(targetCounter, now), this.store.get(ipCounter, now)]).then((counts) =>
      counts.map((count) => Number(count ?? 0)),
    );
    if (sentToTarget >= CODE_RULES.perTargetMax || sentFromIp >= CODE_RULES.perIpMax) throw new ApiError(CODES.DAILY_LIMIT_REACHED);

    if (request.key === 2) {
      if (!request.graphCaptcha) throw new ApiError(CODES.CAPTCHA_REQUIRED);
      if (!(await this.captcha.consume(request.graphCaptcha, clientIp))) throw new ApiError(CODES.CAPTCHA_INVALID);
    } else if (sentToTarget >= CODE_RULES.perTargetFree || sentFromIp >= CODE_RULES.perIpFree) {
      throw new ApiError(CODES.CAPTCHA_REQUIRED);
    }

    // The checks above answer most refusals cheaply; these two steps are the ones that hold under
    // concurrency. The cooldown admits one send per target at a time (so the target count cannot
    // race); the IP count is checked and raised in one atomic step, and a refusal gives the
    // cooldown back.
    const cooldownKey = this.cooldownKey(channel, target);
    if (!(await this.store.putIfAbsent(cooldownKey, String(now), now + CODE_RULES.cooldownMs, now))) {
      throw this.cooldownError(Number((await this.store.get(cooldownKey, now)) ?? now), now);
    }
    const dayEnd = endOfDay(day);
    const ipLimit = request.key === 2 ? CODE_RULES.perIpMax : CODE_RULES.perIpFree;
    if ((await this.store.incrementBelow(ipCounter, ipLimit, dayEnd, now)) === null) {
      await this.store.delete(cooldownKey);
      throw new ApiError(request.key === 2 ? CODES.DAILY_LIMIT_REACHED : CODES.CAPTCHA_REQUIRED);
    }
    await this.store.increment(targetCounter, dayEnd, now);

    const code = newSixDigitCode();
    const stored: StoredCode = { hash: this.hash(channel, target, code), expiresAt: now + CODE_RULES.ttlMs };
    await this.store.delete(this.triesKey(channel, target));
    await this.store.put(this.codeKey(channel, target), JSON.stringify(stored), stored.expiresAt, now);
    return code;
  }

  /** Undoes a send that could not be delivered: the code goes and the target may ask again at once. */
  async withdraw(channel: CodeChannel, target: string): Promise<void> {
    await Promise.all([this.store.delete(this.codeKey(channel, target)), this.store.delete(this.cooldownKey(channel, target))]);
  }

  /** Accepts the code once; throws {@link CodeRejected} otherwise. */
  consume(channel: CodeChannel, target: string, code: string): Promise<void> {
    return this.check(channel, target, code, true);
  }

  /**
   * Checks the code without using it up, so what comes next can still fail and leave the code for
   * another try; a wrong code counts as one of the tries as in {@link consume}.
   */
  verify(channel: CodeChannel, target: string, code: string): Promise<void> {
    return this.check(channel, target, code, false);
  }

  private async check(channel: CodeChannel, target: string, code: string, take: boolean): Promise<void> {
    const now = this.clock.now();
    const raw = await this.store.get(this.codeKey(channel, target), now);
    if (raw === null) throw new CodeRejected('expired');
    const stored = JSON.parse(raw) as StoredCode;
    const tries = await this.store.increment(this.triesKey(channel, target), stored.expiresAt, now);
    if (tries > CODE_RULES.maxWrongTries) {
      await this.store.delete(this.codeKey(channel, target));
      throw new CodeRejected('too-many-tries');
    }
    if (/^\d{6}$/.test(code) && safeEqualHex(this.hash(channel, target, code), stored.hash)) {
      // Of two concurrent correct submissions only one takes the code.
      if (take && (await this.store.take(this.codeKey(channel, target), now)) === null) throw new CodeRejected('expired');
      await this.store.delete(this.triesKey(channel, target));
      return;
    }
    if (tries >= CODE_RULES.maxWrongTries) {
      await this.store.delete(this.codeKey(channel, target));
      throw new CodeRejected('too-many-tries');
    }
    throw new CodeRejected('wrong', CODE_RULES.maxWrongTries - tries);
  }
}
