import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { AppConfig } from '../config/env';
import { isTestEnvironment } from '../config/env';
import type { Database } from '../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  /** E.164, e.g. +85251234567. */
  to: string;
  text: string;
}

export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** E-mail over SMTP (nodemailer); SMTP_URL carries host, port, TLS and credentials. */
export const createSmtpTransport = (smtp: { url: string; from: string }): EmailTransport => {
  const transporter = nodemailer.createTransport(smtp.url, { from: smtp.from });
  return {
    async send(message) {
      await transporter.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transporter.close(),
  };
};

const SMS_TIMEOUT_MS = 5000;

/**
 * Adapter for an HTTP SMS gateway: POST {to, text} as JSON with a bearer token; any 2xx is accepted.
 * Gateways with another payload get their own adapter behind the same interface.
 */
export const createHttpSmsGateway = (gateway: { url: string; token?: string }): SmsGateway => ({
  async send(message) {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}) },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  },
});

export interface DeliveryOptions {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  email?: EmailTransport;
  sms?: SmsGateway;
}

/**
 * Sends codes to people. In sit/uat every message also lands in the `outbox` table (read with
 * `npm run outbox`), so nothing needs a real phone; a configured SMTP server or SMS gateway is
 * used in every environment (and is required in pro).
 */
export class Delivery {
  constructor(private readonly options: DeliveryOptions) {}

  private async keep(channel: 'sms' | 'email', recipient: string, subject: string | null, body: string): Promise<void> {
    if (!isTestEnvironment(this.options.config)) return;
    await this.options.db
      .insertInto('outbox')
      .values({ id: randomUUID(), channel, recipient, subject, body, created_at: this.options.clock.now() })
      .execute();
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.keep('email', message.to, message.subject, message.text);
    await this.options.email?.send(message);
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.keep('sms', message.to, null, message.text);
    await this.options.sms?.send(message);
  }

  close(): void {
    this.options.email?.close();
  }
}
