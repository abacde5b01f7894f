import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMail, createLogMailer, createMailer } from '../src/mail.js';
import { makeHarness, PASSWORD, uniqueEmail, useDatabase } from './helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail', () => {
  let smtp: SMTPServer;
  let port: number;
  const inbox: Received[] = [];
  const opened = useDatabase({ name: 'pglite' });

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const waitForMail = async (to: string) => {
    for (let i = 0; i < 100; i++) {
      const found = inbox.find((m) => m.to.includes(to));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail for ${to}`);
  };

  it('sign-up through a real SMTP server (SMTP_URL)', async () => {
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const mailer = createMailer({ smtpUrl, mailFrom: 'Registry <no-reply@registry.test>' });
    const h = makeHarness(opened.handle, { smtpUrl }, { mailer });
    const email = uniqueEmail('smtp');
    const reg = await h.request('POST', '/api/auth/register', { body: { email, password: PASSWORD, name: 'Mail Test' } });
    expect(reg.status).toBe(201);
    const mail = await waitForMail(email);
    expect(mail.from).toBe('no-reply@registry.test');
    expect(mail.raw).toMatch(/Subject: Your Agent Registry confirmation code: \d{6}/);
    const code = /^\s+(\d{6})\s*$/m.exec(mail.raw)![1];
    const conf = await h.request('POST', '/api/auth/confirm-email', { body: { email, confirmation_code: code } });
    expect(conf.status).toBe(200);
    expect((await h.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).status).toBe(200);

    // Reset codes arrive the same way.
    await h.request('POST', '/api/auth/forgot-password', { body: { email } });
    const reset = await (async () => {
      for (let i = 0; i < 100; i++) {
        const m = inbox.find((x) => x.to.includes(email) && /reset code/.test(x.raw));
        if (m) return m;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no reset mail');
    })();
    expect(reset.raw).toMatch(/password reset code: \d{6}/);
    mailer.close?.();
  });

  it('without SMTP_URL the mail goes to the server log', async () => {
    const lines: string[] = [];
    const mailer = createLogMailer((l) => lines.push(l));
    const h = makeHarness(opened.handle, {}, { mailer });
    const email = uniqueEmail('log');
    await h.request('POST', '/api/auth/register', { body: { email, password: PASSWORD, name: 'Log Test' } });
    const text = lines.join('\n');
    expect(text).toContain(`To: ${email}`);
    const code = /confirmation code: (\d{6})/.exec(text)![1];
    expect((await h.request('POST', '/api/auth/confirm-email', { body: { email, confirmation_code: code } })).status).toBe(200);
  });

  it('a failing SMTP server does not break sign-up', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@y.z' });
    const h = makeHarness(opened.handle, {}, { mailer });
    const email = uniqueEmail('down');
    const reg = await h.request('POST', '/api/auth/register', { body: { email, password: PASSWORD, name: 'Down' } });
    expect(reg.status).toBe(201);
    mailer.close?.();
  });

  it('a code mail links to the screen the code goes into, with the address filled in', () => {
    const base = { to: 'ann+x@example.com', name: 'Ann', code: '123456', ttlMinutes: 15, publicUrl: 'https://registry.test' };
    const confirm = codeMail({ ...base, purpose: 'confirm_email' });
    expect(confirm.text).toContain('https://registry.test/auth?mode=confirm&email=ann%2Bx%40example.com');
    expect(confirm.html).toContain('href="https://registry.test/auth?mode=confirm&#38;email=ann%2Bx%40example.com"');
    const reset = codeMail({ ...base, purpose: 'reset_password' });
    expect(reset.text).toContain('https://registry.test/auth?mode=reset&email=ann%2Bx%40example.com');
  });
});
