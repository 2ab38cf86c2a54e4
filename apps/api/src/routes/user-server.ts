import { ApiError, CODES, emailAddressField, registerAttributionSchema, REGISTER_ATTRIBUTION_HEADER, userServerEndpoints, type District } from '@brokerage/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { InvalidInputError, issuesFromZod } from '../http/error-handler';
import { registerEndpoints, type AuthUser } from '../http/register-endpoint';
import { tokenFromRequest } from '../plugins/auth';
import { toUser, type UserRow } from '../repositories/users';
import { admitRegistrationLookup } from '../services/registration-lookups';

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

/** Password-login answers that differ between a phone with an account and one without. */
const ACCOUNT_REVEALING_CODES = new Set<number>([CODES.PHONE_NOT_REGISTERED, CODES.NO_PASSWORD_SET, CODES.PASSWORD_WRONG, CODES.PASSWORD_LOCKED]);
const isAccountRevealing = (error: unknown): boolean =>
  error instanceof InvalidInputError ? error.issues.some((issue) => issue.field === 'email') : error instanceof ApiError && ACCOUNT_REVEALING_CODES.has(error.code);

/** The 15 user-server calls of spec 7: parsing here, the rules in services/user-login, login-codes and user-tokens. */
export const userServerRoutes: FastifyPluginAsync = async (app) => {
  const { services, clock } = app;
  const { users, sessions, keyRing, loginCodes, userLogin, userTokens } = services;

  /** E-mail fields may be RSA-encrypted or plain; either way the address must be valid. */
  const readEmail = (value: string, field: string): string => {
    const address = value.includes('@') ? value : keyRing.decrypt(value);
    const checked = emailAddressField.safeParse(address);
    if (!checked.success) throw new InvalidInputError([{ field, message: 'Enter a valid e-mail address.' }]);
    return checked.data.toLowerCase();
  };

  /** The signed-in user's row; a session whose user is gone counts as an invalid token. */
  const userRow = async (user: AuthUser | null): Promise<UserRow> => {
    const row = user ? await users.findByUuid(user.uuid) : undefined;
    if (!row) throw new ApiError(CODES.TOKEN_INVALID);
    return row;
  };

  /** Counts an answer that tells whether an account exists against the client's budget (registration-lookups). */
  const admitLookup = (request: FastifyRequest) => admitRegistrationLookup(app.store, clock.now(), { ip: request.ip, sessionToken: tokenFromRequest(request) });

  /**
   * Runs a login whose failure may tell whether an account exists (a wrong password, an e-mail
   * already used): such an answer goes out only within the budget, otherwise TOO_MANY_REQUESTS.
   */
  const withinLookupBudget = async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isAccountRevealing(error)) await admitLookup(request);
      throw error;
    }
  };

  /** A new session for the user: the login answer of every login call. */
  const login = async (row: UserRow) => ({ token: await sessions.create(row.uuid, clock.now()), user: toUser(row) });

  registerEndpoints(app, userServerEndpoints, {
    sendPhoneCaptcha: ({ body, request, lang }) =>
      loginCodes.sendSms(body, { clientIp: request.ip, key: body.key, graphCaptcha: body.graphCaptcha, lang }, request.log),

    checkPhone: async ({ query, request }) => {
      // Counted before the lookup, so a refused request learns nothing about the number.
      await admitLookup(request);
      return { registered: (await users.findByPhone(query.areaCode, query.phoneNumber)) !== undefined };
    },

    webRegisterLogin: async ({ body, request, district }) => {
      const attribution = registerAttribution(request, district);
      const email = body.email ? readEmail(body.email, 'email') : undefined;
      const { row, created } = await withinLookupBudget(request, () => userLogin.withPhoneCode({ ...body, email, attribution, district }));
      if (created) request.log.info({ user: row.uuid, attribution }, 'user registered');
      return { ...(await login(row)), isNewUser: created };
    },

    passwordLogin: async ({ body, request }) => {
      const password = keyRing.decrypt(body.password);
      return login(await withinLookupBudget(request, () => userLogin.withPassword(body, password)));
    },

    // Both answer whether the address has an organisation account: counted before the lookup.
    orgEmailVerifyLogin: async ({ body, request }) => {
      const email = readEmail(body.loginEmail, 'loginEmail');
      await admitLookup(request);
      await userLogin.orgAccount(email);
      return { registered: true as const };
    },

    sendEmailCaptcha: async ({ body, request, lang }) => {
      const email = readEmail(body.email, 'email');
      await admitLookup(request);
      await userLogin.orgAccount(email);
      return loginCodes.sendEmail(email, { clientIp: request.ip, key: body.key, graphCaptcha: body.graphCaptcha, lang }, request.log);
    },

    orgEmailCaptchaLogin: async ({ body }) => login(await userLogin.withOrgEmailCode(readEmail(body.email, 'email'), body.captcha)),

    getCurrentUser: async ({ user }) => toUser(await userRow(user)),

    logout: async ({ user }) => {
      if (!user) return null;
      await sessions.delete(user.tokenHash);
      await userTokens.revokeTokenKeys(user.uuid);
      return null;
    },

    userInfoAndNameGet: async ({ user }) => {
      const row = await userRow(user);
      return { ...toUser(row), name: row.real_name };
    },

    userInfoForOpenApiApply: async ({ user }) => {
      const row = await userRow(user);
      const { uuid, areaCode, phoneNumber, email, authUser } = toUser(row);
      return {
        uuid,
        name: row.real_name,
        areaCode,
        phoneNumber,
        email,
        authUser,
        accountType: row.account_type,
        application: await services.openApiApplications.latestOf(row.uuid),
      };
    },

    checkTradePasswordExist: async ({ user }) => ({ exist: (await userRow(user)).trade_password_hash !== null }),

    getTradePasswordToken: async ({ user }) => userTokens.issueTradePasswordToken(await userRow(user)),

    getTokenKey: async ({ user }) => userTokens.issueTokenKey((await userRow(user)).uuid),

    getTokenByTokenKey: async ({ query }) => {
      const uuid = await userTokens.redeemTokenKey(query.tokenKey);
      const row = uuid ? await users.findByUuid(uuid) : undefined;
      if (!row) throw new ApiError(CODES.TOKEN_KEY_INVALID);
      return login(row);
    },
  });
};
