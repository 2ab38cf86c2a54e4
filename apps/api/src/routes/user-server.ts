import {
  ApiError,
  CODES,
  emailAddressField,
  registerAttributionSchema,
  REGISTER_ATTRIBUTION_HEADER,
  userServerEndpoints as endpoints,
  type District,
  type Lang,
} from '@brokerage/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isTestEnvironment } from '../config/env';
import { InvalidInputError, issuesFromZod } from '../http/error-handler';
import { registerEndpoint, type AuthUser } from '../http/register-endpoint';
import { toUser, type UserRow } from '../repositories/users';
import { verifyPassword } from '../security/password';
import { newToken, sha256Hex } from '../security/tokens';
import { CODE_RULES, CodeRejected, type CodeChannel } from '../services/verification-codes';

const TOKEN_KEY_TTL_MS = 60_000;
const TRADE_TOKEN_TTL_MS = 10 * 60_000;
const PASSWORD_MAX_FAILURES = 5;
const PASSWORD_LOCK_MS = 15 * 60_000;

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

const phoneTarget = (areaCode: string, phoneNumber: string) => `${areaCode}-${phoneNumber}`;

const emailTaken = () => new InvalidInputError([{ field: 'email', message: 'This e-mail is already used by another account.' }]);

/** Registration attribution from its header, with the defaults of spec 3. */
const registerAttribution = (request: FastifyRequest, district: District): Record<string, unknown> => {
  const header = request.headers[REGISTER_ATTRIBUTION_HEADER.toLowerCase()];
  const raw = Array.isArray(header) ? header[0] : header;
  let parsed: unknown = {};
  if (raw && raw.trim()) {
    try {
      const text = raw.trim().startsWith('%7B') ? decodeURIComponent(raw.trim()) : raw;
      parsed = JSON.parse(text);
    } catch {
      throw new InvalidInputError([{ field: REGISTER_ATTRIBUTION_HEADER, message: 'The registration attribution header is not valid JSON.' }]);
    }
  }
  const result = registerAttributionSchema.safeParse(parsed);
  if (!result.success) {
    throw new InvalidInputError(issuesFromZod(result.error, 'header').map((issue) => ({ ...issue, field: `${REGISTER_ATTRIBUTION_HEADER}.${issue.field}` })));
  }
  return { 'register-cid': `usmart-${district}`, 'register-ct': 1, ...result.data };
};

export const userServerRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { services, store, clock, config } = app;
  const revealCodes = isTestEnvironment(config);

  /** E-mail fields may be RSA-encrypted or plain; either way the address must be valid. */
  const readEmail = (value: string, field: string): string => {
    const address = value.includes('@') ? value : services.keyRing.decrypt(value);
    const checked = emailAddressField.safeParse(address);
    if (!checked.success) throw new InvalidInputError([{ field, message: 'Enter a valid e-mail address.' }]);
    return checked.data.toLowerCase();
  };

  const userRow = async (user: AuthUser | null): Promise<UserRow> => {
    const row = user ? await services.users.findByUuid(user.uuid) : undefined;
    if (!row) throw new ApiError(CODES.TOKEN_INVALID);
    return row;
  };

  const login = async (row: UserRow) => ({ token: await services.sessions.create(row.uuid, clock.now()), user: toUser(row) });

  const sendCode = async (channel: CodeChannel, target: string, request: FastifyRequest, options: { key: 1 | 2; graphCaptcha?: string }, deliver: (code: string) => Promise<void>) => {
    const code = await services.codes.issue({ channel, target, clientIp: request.ip, key: options.key, graphCaptcha: options.graphCaptcha });
    try {
      await deliver(code);
    } catch (error) {
      request.log.error({ err: error, channel }, 'verification code could not be delivered');
      await services.codes.withdraw(channel, target);
      throw new ApiError(CODES.SERVICE_UNAVAILABLE, 502);
    }
    return {
      ...(revealCodes ? { captcha: code } : {}),
      expiresIn: CODE_RULES.ttlMs / 1000,
      resendIn: CODE_RULES.cooldownMs / 1000,
    };
  };

  const consumeCode = async (channel: CodeChannel, target: string, code: string, wrongOrExpired?: number) => {
    try {
      await services.codes.consume(channel, target, code);
    } catch (error) {
      if (!(error instanceof CodeRejected)) throw error;
      if (error.reason === 'too-many-tries') throw new ApiError(CODES.CODE_TOO_MANY_TRIES);
      if (wrongOrExpired !== undefined) throw new ApiError(wrongOrExpired, 200, error.reason === 'wrong' ? { triesLeft: error.triesLeft } : null);
      if (error.reason === 'wrong') throw new ApiError(CODES.CODE_WRONG, 200, { triesLeft: error.triesLeft });
      throw new ApiError(CODES.CODE_EXPIRED);
    }
  };

  const orgAccount = async (email: string): Promise<UserRow> => {
    const row = await services.users.findOrgByEmail(email);
    if (!row) throw new ApiError(CODES.ORG_EMAIL_NOT_FOUND);
    return row;
  };

  registerEndpoint(app, endpoints.sendPhoneCaptcha, async ({ body, request, lang }) =>
    sendCode('sms', phoneTarget(body.areaCode, body.phoneNumber), request, { key: body.key, graphCaptcha: body.graphCaptcha }, (code) =>
      services.delivery.sendSms({ to: `+${body.areaCode}${body.phoneNumber}`, text: CODE_TEXT[lang].sms(code) }),
    ),
  );

  registerEndpoint(app, endpoints.checkPhone, async ({ query }) => ({
    registered: (await services.users.findByPhone(query.areaCode, query.phoneNumber)) !== undefined,
  }));

  registerEndpoint(app, endpoints.webRegisterLogin, async ({ body, request, district }) => {
    // Everything that can be wrong with the request is checked before the code is used up.
    const attribution = registerAttribution(request, district);
    const email = body.email ? readEmail(body.email, 'email') : undefined;
    const existing = await services.users.findByPhone(body.areaCode, body.phoneNumber);
    if (!existing) {
      if (district === 'hk' && !email) throw new ApiError(CODES.EMAIL_REQUIRED);
      if (email && (await services.users.emailTakenByOther(email, body.areaCode, body.phoneNumber))) throw emailTaken();
    }
    await consumeCode('sms', phoneTarget(body.areaCode, body.phoneNumber), body.captcha);
    const registered = existing
      ? { row: existing, created: false }
      : await services.users.createPhoneUser({
          areaCode: body.areaCode,
          phoneNumber: body.phoneNumber,
          email,
          inviteCode: body.inviteCode,
          registerAttribution: attribution,
          registerDistrict: district,
          now: clock.now(),
        });
    if (!registered) throw emailTaken();
    const { row, created } = registered;
    if (created) request.log.info({ user: row.uuid, attribution }, 'user registered');
    return { ...(await login(row)), isNewUser: created };
  });

  registerEndpoint(app, endpoints.passwordLogin, async ({ body }) => {
    const password = services.keyRing.decrypt(body.password);
    const row = await services.users.findByPhone(body.areaCode, body.phoneNumber);
    if (!row) throw new ApiError(CODES.PHONE_NOT_REGISTERED);
    if (!row.password_hash) throw new ApiError(CODES.NO_PASSWORD_SET);
    const now = clock.now();
    const failuresKey = `password-failures:${row.uuid}`;
    if (Number((await store.get(failuresKey, now)) ?? 0) >= PASSWORD_MAX_FAILURES) throw new ApiError(CODES.PASSWORD_LOCKED);
    if (!(await verifyPassword(password, row.password_hash))) {
      const failures = await store.increment(failuresKey, now + PASSWORD_LOCK_MS, now);
      throw new ApiError(failures >= PASSWORD_MAX_FAILURES ? CODES.PASSWORD_LOCKED : CODES.PASSWORD_WRONG);
    }
    await store.delete(failuresKey);
    return login(row);
  });

  registerEndpoint(app, endpoints.orgEmailVerifyLogin, async ({ body }) => {
    await orgAccount(readEmail(body.loginEmail, 'loginEmail'));
    return { registered: true as const };
  });

  registerEndpoint(app, endpoints.sendEmailCaptcha, async ({ body, request, lang }) => {
    const email = readEmail(body.email, 'email');
    await orgAccount(email);
    return sendCode('email', email, request, { key: body.key, graphCaptcha: body.graphCaptcha }, (code) =>
      services.delivery.sendEmail({ to: email, subject: CODE_TEXT[lang].subject, text: CODE_TEXT[lang].email(code) }),
    );
  });

  registerEndpoint(app, endpoints.orgEmailCaptchaLogin, async ({ body }) => {
    const email = readEmail(body.email, 'email');
    const row = await orgAccount(email);
    await consumeCode('email', email, body.captcha, CODES.ORG_EMAIL_CODE_INVALID);
    return login(row);
  });

  registerEndpoint(app, endpoints.getCurrentUser, async ({ user }) => toUser(await userRow(user)));

  registerEndpoint(app, endpoints.logout, async ({ user }) => {
    if (user) await services.sessions.delete(user.tokenHash);
    return null;
  });

  registerEndpoint(app, endpoints.userInfoAndNameGet, async ({ user }) => {
    const row = await userRow(user);
    return { ...toUser(row), name: row.real_name };
  });

  registerEndpoint(app, endpoints.userInfoForOpenApiApply, async ({ user }) => {
    const row = await userRow(user);
    const application = await app.db
      .selectFrom('open_api_applications')
      .select(['uuid', 'type', 'status', 'updated_at'])
      .where('user_uuid', '=', row.uuid)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    const { uuid, areaCode, phoneNumber, email, authUser } = toUser(row);
    return {
      uuid,
      name: row.real_name,
      areaCode,
      phoneNumber,
      email,
      authUser,
      accountType: row.account_type,
      application: application
        ? { uuid: application.uuid, type: application.type, status: application.status, updatedAt: new Date(application.updated_at).toISOString() }
        : null,
    };
  });

  registerEndpoint(app, endpoints.checkTradePasswordExist, async ({ user }) => ({ exist: (await userRow(user)).trade_password_hash !== null }));

  registerEndpoint(app, endpoints.getTradePasswordToken, async ({ user }) => {
    const row = await userRow(user);
    if (!row.trade_password_hash) throw new ApiError(CODES.TRADE_PASSWORD_NOT_SET);
    const token = newToken();
    const now = clock.now();
    await store.put(`trade-token:${sha256Hex(token)}`, row.uuid, now + TRADE_TOKEN_TTL_MS, now);
    return { token, expiresIn: TRADE_TOKEN_TTL_MS / 1000 };
  });

  registerEndpoint(app, endpoints.getTokenKey, async ({ user }) => {
    const row = await userRow(user);
    const tokenKey = newToken();
    const now = clock.now();
    await store.put(`token-key:${sha256Hex(tokenKey)}`, row.uuid, now + TOKEN_KEY_TTL_MS, now);
    return { tokenKey, expiresIn: TOKEN_KEY_TTL_MS / 1000 };
  });

  registerEndpoint(app, endpoints.getTokenByTokenKey, async ({ query }) => {
    const uuid = await store.take(`token-key:${sha256Hex(query.tokenKey)}`, clock.now());
    const row = uuid ? await services.users.findByUuid(uuid) : undefined;
    if (!row) throw new ApiError(CODES.TOKEN_KEY_INVALID);
    return login(row);
  });
};
