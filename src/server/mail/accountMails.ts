/** The texts of the account e-mails: verification link and new password. */
import type { MailMessage } from './mailer';

/** Default base of the links in e-mails when PUBLIC_URL is not set. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** `publicUrl` joined with a path, whether or not the base ends with a slash. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The link that verifies an address: the client's /verify/{token} page. */
export function verificationLink(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `/verify/${encodeURIComponent(token)}`);
}

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your Planimetry account',
    text: `Hello ${firstName},\n\nPlease verify your e-mail address by opening this link:\n\n${link}\n\nThe link works once and expires in 7 days. If you did not register, ignore this message.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Please verify your e-mail address by opening this link:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The link works once and expires in 7 days. If you did not register, ignore this message.</p>`,
    logLine: `verification link for ${to}: ${link}`,
  };
}

export function newPasswordMail(to: string, firstName: string, password: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Your new Planimetry password',
    text: `Hello ${firstName},\n\nYour password has been reset. Your new password is:\n\n${password}\n\nLog in at ${loginLink} and change it under Settings, Account.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Your password has been reset. Your new password is:</p><p><code>${escapeHtml(password)}</code></p><p>Log in at <a href="${escapeHtml(loginLink)}">${escapeHtml(loginLink)}</a> and change it under Settings, Account.</p>`,
    logLine: `new password mailed to ${to}`,
  };
}
