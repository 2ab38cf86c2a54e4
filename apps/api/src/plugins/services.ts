import fp from 'fastify-plugin';
import { UsersRepository } from '../repositories/users';
import { SessionsRepository } from '../repositories/sessions';
import { KeyRing } from '../security/rsa';
import { createHttpSmsGateway, createSmtpTransport, Delivery, type EmailTransport, type SmsGateway } from '../services/delivery';
import { resolveSecrets } from '../services/secrets';
import { SliderCaptcha } from '../services/slider-captcha';
import { VerificationCodes } from '../services/verification-codes';

export interface Services {
  keyRing: KeyRing;
  /** HMAC secret for code hashes and upload permissions. */
  appSecret: string;
  users: UsersRepository;
  sessions: SessionsRepository;
  delivery: Delivery;
  captcha: SliderCaptcha;
  codes: VerificationCodes;
}

export interface ServiceOverrides {
  /** Replaces the SMTP transport built from SMTP_URL. */
  emailTransport?: EmailTransport;
  /** Replaces the HTTP SMS gateway built from SMS_GATEWAY_URL. */
  smsGateway?: SmsGateway;
}

const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;

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
    const captcha = new SliderCaptcha(store, clock);
    const sessions = new SessionsRepository(db);
    const services: Services = {
      keyRing: new KeyRing(secrets.rsaPrivateKeys),
      appSecret: secrets.appSecret,
      users: new UsersRepository(db),
      sessions,
      delivery,
      captcha,
      codes: new VerificationCodes(store, clock, secrets.appSecret, captcha),
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
