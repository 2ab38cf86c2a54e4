import fp from 'fastify-plugin';
import { isTestEnvironment } from '../config/env';
import { CommonConfigRepository } from '../repositories/common-config';
import { OpenApiApplicationsRepository } from '../repositories/open-api-applications';
import { QuoteSubscriptionsRepository } from '../repositories/quote-subscriptions';
import { SessionsRepository } from '../repositories/sessions';
import { UsersRepository } from '../repositories/users';
import { KeyRing } from '../security/rsa';
import { createHttpSmsGateway, createSmtpTransport, Delivery, type EmailTransport, type SmsGateway } from '../services/delivery';
import { LoginCodes } from '../services/login-codes';
import { OpenApiApplications } from '../services/open-api-applications';
import { AliyunCaptcha } from '../services/captcha/aliyun-captcha';
import type { CaptchaProvider } from '../services/captcha/captcha-provider';
import { ProofOfWork } from '../services/captcha/proof-of-work';
import { resolveSecrets } from '../services/secrets';
import { SliderCaptcha } from '../services/slider-captcha';
import { UserLogin } from '../services/user-login';
import { UserTokens } from '../services/user-tokens';
import { VerificationCodes } from '../services/verification-codes';

/** What the core route tables call: repositories for plain reads and writes, services for the rules. */
export interface Services {
  keyRing: KeyRing;
  users: UsersRepository;
  sessions: SessionsRepository;
  commonConfig: CommonConfigRepository;
  /** The self-hosted puzzle's routes; null when another provider guards the sends (its routes answer NOT_FOUND). */
  slider: SliderCaptcha | null;
  loginCodes: LoginCodes;
  userLogin: UserLogin;
  userTokens: UserTokens;
  openApiApplications: OpenApiApplications;
  quoteSubscriptions: QuoteSubscriptionsRepository;
}

export interface ServiceOverrides {
  /** Replaces the SMTP transport built from SMTP_URL. */
  emailTransport?: EmailTransport;
  /** Replaces the HTTP SMS gateway built from SMS_GATEWAY_URL. */
  smsGateway?: SmsGateway;
}

const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;
/** Within the sites' 3 s call budget (spec 7), with room for the send itself. */
const ALIYUN_VERIFY_TIMEOUT_MS = 2_000;

/** Repositories and services of the core API, as `app.services`. */
export const servicesPlugin = fp<ServiceOverrides>(
  async (app, overrides) => {
    const { config, db, clock, store } = app;
    const secrets = await resolveSecrets(db, config, clock.now());
    const delivery = new Delivery({
      config,
      db,
      clock,
      email: overrides.emailTransport ?? (config.smtp ? createSmtpTransport(config.smtp) : undefined),
      sms: overrides.smsGateway ?? (config.smsGateway ? createHttpSmsGateway(config.smsGateway) : undefined),
    });
    // CAPTCHA_PROVIDER (docs/decisions/009-captcha-provider.md): the provider that checks the code sends' proofs.
    const { slider, captcha } = ((): { slider: SliderCaptcha | null; captcha: CaptchaProvider } => {
      if (config.captcha.provider === 'aliyun') {
        return { slider: null, captcha: new AliyunCaptcha({ ...config.captcha.aliyun, timeoutMs: ALIYUN_VERIFY_TIMEOUT_MS }, store, clock, app.log) };
      }
      const { proofOfWork } = config.captcha;
      const puzzle = new SliderCaptcha(store, clock, proofOfWork && new ProofOfWork(secrets.appSecret, proofOfWork));
      return { slider: puzzle, captcha: puzzle };
    })();
    const users = new UsersRepository(db);
    const sessions = new SessionsRepository(db);
    const loginCodes = new LoginCodes(new VerificationCodes(store, clock, secrets.appSecret, captcha), delivery, isTestEnvironment(config));
    const services: Services = {
      keyRing: new KeyRing(secrets.rsaPrivateKeys),
      users,
      sessions,
      commonConfig: new CommonConfigRepository(db),
      slider,
      loginCodes,
      userLogin: new UserLogin(users, loginCodes, store, clock),
      userTokens: new UserTokens(store, clock),
      openApiApplications: new OpenApiApplications(new OpenApiApplicationsRepository(db), store, clock, secrets.appSecret, config.uploadDir),
      quoteSubscriptions: new QuoteSubscriptionsRepository(db),
    };
    const purge = setInterval(() => {
      sessions.purgeExpired(clock.now()).catch((error: unknown) => app.log.warn({ err: error }, 'purging expired sessions failed'));
    }, SESSION_PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onClose', async () => {
      clearInterval(purge);
      delivery.close();
    });
    app.decorate('services', services);
  },
  { name: 'services', dependencies: ['database', 'store'] },
);
