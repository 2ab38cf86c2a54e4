import { ApiError, CODES, type Lang } from '@brokerage/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Delivery } from './delivery';
import { CODE_RULES, CodeRejected, type CodeChannel, type VerificationCodes } from './verification-codes';

const CODE_TEXT: Record<Lang, { sms: (code: string) => string; subject: string; email: (code: string) => string }> = {
  en: {
    sms: (code) => `Your verification code is ${code}. It is valid for 5 minutes. Never share it with anyone, including our staff.`,
    subject: 'Your login verification code',
    email: (code) =>
      `Your verification code is ${code}.\n\nIt is valid for 5 minutes and can be used once. If you did not ask for it, you can ignore this e-mail; never share the code with anyone, including our staff.`,
  },
  'zh-hk': {
    sms: (code) => `你的驗證碼為 ${code}，5 分鐘內有效。請勿向任何人（包括本公司職員）透露。`,
    subject: '你的登入驗證碼',
    email: (code) => `你的驗證碼為 ${code}。\n\n驗證碼 5 分鐘內有效，只可使用一次。如非本人操作，請忽略此電郵；切勿向任何人（包括本公司職員）透露驗證碼。`,
  },
  'zh-cn': {
    sms: (code) => `您的验证码为 ${code}，5 分钟内有效。请勿向任何人（包括本公司员工）透露。`,
    subject: '您的登录验证码',
    email: (code) => `您的验证码为 ${code}。\n\n验证码 5 分钟内有效，只能使用一次。如非本人操作，请忽略此邮件；切勿向任何人（包括本公司员工）透露验证码。`,
  },
};

export interface Phone {
  areaCode: string;
  phoneNumber: string;
}

/** Who asks for a code, and how (spec 7: captcha key 1, then 2 with the solved slider). */
export interface CodeRequest {
  clientIp: string;
  key: 1 | 2;
  graphCaptcha?: string;
  /** Language of the SMS or e-mail. */
  lang: Lang;
}

export interface CodeSent {
  /** The code itself, outside pro only, to prefill the field. */
  captcha?: string;
  expiresIn: number;
  resendIn: number;
}

const phoneTarget = ({ areaCode, phoneNumber }: Phone) => `${areaCode}-${phoneNumber}`;

/**
 * Login codes as the user-server calls use them: issued under the verification-code rules,
 * delivered by SMS or e-mail in the visitor's language, and checked with the spec's result codes.
 */
export class LoginCodes {
  constructor(
    private readonly codes: VerificationCodes,
    private readonly delivery: Delivery,
    /** Outside pro the answer carries the code (decisions: prefilled in sit and uat). */
    private readonly revealCodes: boolean,
  ) {}

  sendSms(phone: Phone, request: CodeRequest, log: FastifyBaseLogger): Promise<CodeSent> {
    return this.send('sms', phoneTarget(phone), request, log, (code) =>
      this.delivery.sendSms({ to: `+${phone.areaCode}${phone.phoneNumber}`, text: CODE_TEXT[request.lang].sms(code) }),
    );
  }

  /** `email` is the lower-cased address of an organisation account. */
  sendEmail(email: string, request: CodeRequest, log: FastifyBaseLogger): Promise<CodeSent> {
    const text = CODE_TEXT[request.lang];
    return this.send('email', email, request, log, (code) => this.delivery.sendEmail({ to: email, subject: text.subject, text: text.email(code) }));
  }

  /** Uses up the phone's code: CODE_WRONG (with the tries left), CODE_EXPIRED or CODE_TOO_MANY_TRIES otherwise. */
  consumeSms(phone: Phone, code: string): Promise<void> {
    return this.checkSms(phone, code, true);
  }

  /** Checks the phone's code as {@link consumeSms} does, leaving it for the login that follows. */
  verifySms(phone: Phone, code: string): Promise<void> {
    return this.checkSms(phone, code, false);
  }

  private async checkSms(phone: Phone, code: string, take: boolean): Promise<void> {
    try {
      await (take ? this.codes.consume('sms', phoneTarget(phone), code) : this.codes.verify('sms', phoneTarget(phone), code));
    } catch (error) {
      if (!(error instanceof CodeRejected)) throw error;
      if (error.reason === 'too-many-tries') throw new ApiError(CODES.CODE_TOO_MANY_TRIES);
      if (error.reason === 'wrong') throw new ApiError(CODES.CODE_WRONG, 200, { triesLeft: error.triesLeft });
      throw new ApiError(CODES.CODE_EXPIRED);
    }
  }

  /** Uses up the e-mail's code: spec 8 has one answer, 304005, for a wrong or expired code. */
  async consumeEmail(email: string, code: string): Promise<void> {
    try {
      await this.codes.consume('email', email, code);
    } catch (error) {
      if (!(error instanceof CodeRejected)) throw error;
      if (error.reason === 'too-many-tries') throw new ApiError(CODES.CODE_TOO_MANY_TRIES);
      throw new ApiError(CODES.ORG_EMAIL_CODE_INVALID, 200, error.reason === 'wrong' ? { triesLeft: error.triesLeft } : null);
    }
  }

  private async send(channel: CodeChannel, target: string, request: CodeRequest, log: FastifyBaseLogger, deliver: (code: string) => Promise<void>): Promise<CodeSent> {
    const code = await this.codes.issue({ channel, target, clientIp: request.clientIp, key: request.key, graphCaptcha: request.graphCaptcha });
    try {
      await deliver(code);
    } catch (error) {
      log.error({ err: error, channel }, 'verification code could not be delivered');
      // The visitor may ask again at once instead of waiting out the cooldown of a code never received.
      await this.codes.withdraw(channel, target);
      throw new ApiError(CODES.SERVICE_UNAVAILABLE, 502);
    }
    return {
      ...(this.revealCodes ? { captcha: code } : {}),
      expiresIn: CODE_RULES.ttlMs / 1000,
      resendIn: CODE_RULES.cooldownMs / 1000,
    };
  }
}
