import { codeScreenPath } from '@agent-registry/api-client/contract';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export type LogFn = (line: string) => void;

/** Sends through SMTP (nodemailer). `smtpUrl` is e.g. smtp://user:pass@host:587 or smtps://... */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

/** Without SMTP the mail is written to the server log, so a local user can read the code. */
export function createLogMailer(log: LogFn = (line) => console.log(line)): Mailer {
  return {
    async send(message) {
      const rule = '-'.repeat(64);
      const lines = [
        rule,
        `[mail] To: ${message.to}`,
        `[mail] Subject: ${message.subject}`,
        ...message.text.split('\n').map((l) => `[mail] ${l}`),
        rule,
      ];
      log(lines.join('\n'));
    },
  };
}

export function createMailer(options: { smtpUrl?: string; mailFrom: string; log?: LogFn }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.mailFrom) : createLogMailer(options.log);
}

/** Keeps every message in memory (tests). */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  /** The last 6-digit code mailed to `to` (security notices carry none and are skipped). */
  lastCode(to: string): string | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const m = this.sent[i];
      const code = m.to === to ? /\b(\d{6})\b/.exec(m.text)?.[1] : undefined;
      if (code) return code;
    }
    return undefined;
  }
  clear(): void {
    this.sent.length = 0;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type CodePurpose = 'confirm_email' | 'reset_password';

/** The mail carrying a confirmation or reset code. */
export function codeMail(options: {
  to: string;
  name: string;
  code: string;
  purpose: CodePurpose;
  ttlMinutes: number;
  publicUrl: string;
}): MailMessage {
  const { to, name, code, purpose, ttlMinutes, publicUrl } = options;
  const confirm = purpose === 'confirm_email';
  const subject = confirm ? `Your Agent Registry confirmation code: ${code}` : `Your Agent Registry password reset code: ${code}`;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const purposeLine = confirm ? 'Use this code to confirm your email address:' : 'Use this code to set a new password:';
  // The screen the code goes into, with the address filled in (the app's /auth?mode=…&email=…).
  const codeScreen = `${publicUrl}${codeScreenPath(confirm ? 'confirmation' : 'reset', to)}`;
  const ignore = confirm
    ? 'If you did not create an account, you can ignore this email.'
    : 'If you did not ask to reset your password, you can ignore this email; your password stays the same.';
  const text = [
    greeting,
    '',
    purposeLine,
    '',
    `    ${code}`,
    '',
    `The code is valid for ${ttlMinutes} minutes. Enter it here:`,
    codeScreen,
    '',
    ignore,
    '',
    `Agent Registry - ${publicUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(purposeLine)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>The code is valid for ${ttlMinutes} minutes. <a href="${escapeHtml(codeScreen)}">${confirm ? 'Confirm your email' : 'Set a new password'}</a></p>
<p>${escapeHtml(ignore)}</p>
<p><a href="${escapeHtml(publicUrl)}">Agent Registry</a></p></body></html>`;
  return { to, subject, text, html };
}

// --- Security notices ------------------------------------------------------------------------
// Plain text, short: what happened, when, and where to undo it if it was not the reader.

const greet = (name: string) => (name ? `Hello ${name},` : 'Hello,');
const when = (at: Date) =>
  at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' UTC');
/** Where the app lists sessions and tokens. */
const securityPage = (publicUrl: string) => `${publicUrl}/settings`;

/** A named access token was created. */
export function tokenCreatedMail(options: {
  to: string;
  name: string;
  tokenName: string;
  scopes: readonly string[];
  expiresAt: Date | null;
  createdAt: Date;
  publicUrl: string;
}): MailMessage {
  const { to, name, tokenName, scopes, expiresAt, createdAt, publicUrl } = options;
  const text = [
    greet(name),
    '',
    `A new access token was created on your account on ${when(createdAt)}:`,
    '',
    `    Name:    ${tokenName}`,
    `    Scopes:  ${scopes.join(', ')}`,
    `    Expires: ${expiresAt ? when(expiresAt) : 'never (it works until you revoke it)'}`,
    '',
    `If this was not you, revoke it and change your password: ${securityPage(publicUrl)}`,
    '',
    `Agent Registry - ${publicUrl}`,
  ].join('\n');
  return { to, subject: 'Agent Registry: a new access token was created', text };
}

/** The password was changed (or reset with a mailed code). */
export function passwordChangedMail(options: { to: string; name: string; reset: boolean; at: Date; publicUrl: string }): MailMessage {
  const { to, name, reset, at, publicUrl } = options;
  const text = [
    greet(name),
    '',
    reset
      ? `Your password was reset with an emailed code on ${when(at)}. Every session was signed out.`
      : `Your password was changed on ${when(at)}. Your other sessions were signed out.`,
    // Tokens are not tied to the password: say so, or a reader may think they are safe.
    'Access tokens (the CLI token and named tokens) keep working until you revoke them:',
    `${securityPage(publicUrl)}`,
    '',
    reset
      ? `If this was not you, ask for a new reset code at ${publicUrl}/auth and revoke your tokens.`
      : `If this was not you, reset your password at ${publicUrl}/auth and revoke your tokens.`,
    '',
    `Agent Registry - ${publicUrl}`,
  ].join('\n');
  return { to, subject: reset ? 'Agent Registry: your password was reset' : 'Agent Registry: your password was changed', text };
}

/** An invitation to join an organisation: accepted signed in with this address, from the organisation's page. */
export function orgInvitationMail(options: {
  to: string;
  name: string;
  org: string;
  inviter: string;
  role: string;
  invitationId: string;
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const { to, name, org, inviter, role, invitationId, expiresAt, publicUrl } = options;
  const text = [
    greet(name),
    '',
    `${inviter} invited you to join the organisation ${org} on Agent Registry as ${role === 'owner' ? 'an owner' : 'a maintainer'}.`,
    '',
    `Accept it, signed in with this email address: ${publicUrl}/orgs/${org}?invitation=${invitationId}`,
    `Invitation: ${invitationId} (valid until ${when(expiresAt)})`,
    '',
    'If you did not expect this, ignore this mail.',
    '',
    `Agent Registry - ${publicUrl}`,
  ].join('\n');
  return { to, subject: `Agent Registry: join ${org}`, text };
}
