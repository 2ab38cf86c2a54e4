import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CODES, userServerEndpoints as user } from '@brokerage/contracts';
import { SMTPServer } from 'smtp-server';
import { DEMO_ACCOUNTS } from '../db/seed';
import { call } from '../testing/call';
import { startTestApp, testDialects } from '../testing/test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
const startSmtpServer = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** An HTTP SMS gateway stand-in that records requests and answers with the given status. */
const startSmsGateway = async () => {
  const requests: { authorization?: string; body: { to: string; text: string } }[] = [];
  let status = 200;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    requests,
    failWith: (code: number) => {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Decodes the (possibly quoted-printable or base64) text part enough to find a 6-digit code. */
const mailText = (raw: string): string => {
  const base64 = raw.match(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/);
  if (base64) return Buffer.from(base64[1].replace(/\s/g, ''), 'base64').toString('utf8');
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
};

describe.each(testDialects())('code delivery [%s]', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startSmsGateway();
  });
  afterAll(async () => {
    await smtp.close();
    await gateway.close();
  });

  it('sends e-mail codes over SMTP and SMS codes through the gateway, keeping both in the sit outbox', async () => {
    const started = await startTestApp(dialect, {
      config: { smtp: { url: smtp.url, from: 'Client Services <no-reply@broker.example>' }, smsGateway: { url: gateway.url, token: 'gateway-secret' } },
    });
    try {
      const email = await call(started.app, user.sendEmailCaptcha, { body: { email: DEMO_ACCOUNTS.organisation.email, type: 106 } });
      expect(email.code).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@broker.example', to: [DEMO_ACCOUNTS.organisation.email] });
      expect(mailText(smtp.received[0].raw)).toContain(email.data.captcha);

      const sms = await call(started.app, user.sendPhoneCaptcha, { body: { areaCode: '852', phoneNumber: '51234567', type: 106, key: 1 } });
      expect(sms.code).toBe(0);
      expect(gateway.requests.at(-1)).toMatchObject({ authorization: 'Bearer gateway-secret', body: { to: '+85251234567' } });
      expect(gateway.requests.at(-1)?.body.text).toContain(sms.data.captcha);

      const outbox = await started.app.db.selectFrom('outbox').select(['channel', 'recipient']).orderBy('created_at').execute();
      expect(outbox).toEqual(
        expect.arrayContaining([
          { channel: 'email', recipient: DEMO_ACCOUNTS.organisation.email },
          { channel: 'sms', recipient: '+85251234567' },
        ]),
      );
    } finally {
      await started.close();
    }
  });

  it('answers 900 when the gateway fails and lets the user ask again at once', async () => {
    const started = await startTestApp(dialect, { config: { smsGateway: { url: gateway.url, token: 'gateway-secret' } } });
    try {
      gateway.failWith(503);
      const failed = await call(started.app, user.sendPhoneCaptcha, { body: { areaCode: '852', phoneNumber: '51234568', type: 106, key: 1 } });
      expect(failed).toMatchObject({ status: 502, code: CODES.SERVICE_UNAVAILABLE, msg: 'request failed!' });
      gateway.failWith(200);
      expect((await call(started.app, user.sendPhoneCaptcha, { body: { areaCode: '852', phoneNumber: '51234568', type: 106, key: 1 } })).code).toBe(0);
    } finally {
      await started.close();
    }
  });

  it('in pro never returns the code, keeps no outbox and seeds no demo accounts', async () => {
    const started = await startTestApp(dialect, {
      config: { appEnv: 'pro', smtp: { url: smtp.url, from: 'no-reply@broker.example' }, smsGateway: { url: gateway.url, token: 'gateway-secret' } },
    });
    try {
      const sms = await call(started.app, user.sendPhoneCaptcha, { body: { areaCode: '852', phoneNumber: '51234569', type: 106, key: 1 } });
      expect(sms.code).toBe(0);
      expect(sms.data).toEqual({ expiresIn: 300, resendIn: 60 });
      expect(gateway.requests.at(-1)?.body.to).toBe('+85251234569');
      expect(await started.app.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
      expect(await started.app.db.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await started.close();
    }
  });
});
