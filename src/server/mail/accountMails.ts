/** The texts of the account e-mails: verification link and new password. */
import type { MailMessage } from './mailer';

/** The listening address when none is given: the links' base for an unknown Host without PUBLIC_URL (mailLinkBase.ts). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** `publicUrl` joined with a path, whether or not the base ends with a slash. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The link that verifies an address: the client's /verify/{token} page. */
export function verificationLink(publicUrl: string, token: string, options: { fromApp?: boolean } = {}): string {
  // An account registered from the app (spec §3 is_from_app) comes back to the app's thank-you
  // page: /verify keeps the query string on its way to /register-complete (spec §4).
  return publicLink(publicUrl, `/verify/${encodeURIComponent(token)}${options.fromApp ? '?app=true' : ''}`);
}

/** The link that confirms a new address: the client's /confirm-email/{token} page. */
export function emailChangeLink(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `/confirm-email/${encodeURIComponent(token)}`);
}

/** A message from paragraphs of plain text; `link` paragraphs become anchors in the HTML part, `code` ones code. */
export function composeMail(to: string, subject: string, paragraphs: (string | { link: string } | { code: string })[], logLine: string): MailMessage {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : 'link' in part ? part.link : part.code)).join('\n\n');
  const html = paragraphs
    .map((part) => {
      if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
      if ('link' in part) return `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`;
      return `<p><code>${escapeHtml(part.code)}</code></p>`;
    })
    .join('');
  return { to, subject, text: `${text}\n`, html, logLine };
}

/** When a verification link was asked for, as its mail states it: minutes, in UTC. */
export function linkTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';
}

/**
 * The registration link. The address has proved nothing yet, so the mail carries no word the
 * registrant typed (a "first name" could read "your account is locked, reset it at …"): it
 * tells the registration apart by the time its link was asked for (at registering, or a resend),
 * because a link confirms the registration it was sent for, and someone else may have
 * registered the same address too.
 */
export function verificationMail(to: string, askedAt: Date, link: string): MailMessage {
  return composeMail(
    to,
    'Verify your Planimetry account',
    [
      'Hello,',
      `Please verify your e-mail address for the Planimetry account registered with it (this link was asked for on ${linkTime(askedAt)}) by opening this link:`,
      { link },
      'The link works once and expires in 7 days. If you did not register or ask for a link at that time, ignore this message: the account is not made until the link is opened.',
    ],
    `verification link for ${to}: ${link}`,
  );
}

/** The one-time password of "Forgot password": it logs in once, within the hour, to choose a new one. */
export function oneTimePasswordMail(to: string, firstName: string, password: string, loginLink: string): MailMessage {
  return composeMail(
    to,
    'Your one-time Planimetry password',
    [
      `Hello ${firstName},`,
      'You asked for a new password. Log in with this one-time password within the next hour, and you will be asked to choose a new password:',
      { code: password },
      `Log in at ${loginLink}`,
      'Your current password keeps working until you choose a new one. If you did not ask for this, ignore this message.',
    ],
    `one-time password mailed to ${to}`,
  );
}

/** Sent to the new address: opening the link makes it the account's address. */
export function emailChangeMail(to: string, link: string): MailMessage {
  // The new address is unproven: no name or other typed text goes to it (see verificationMail).
  return composeMail(
    to,
    'Confirm your new Planimetry e-mail address',
    [
      'Hello,',
      'Please confirm that this is the new e-mail address of your Planimetry account by opening this link:',
      { link },
      'The link works once and expires in 24 hours. Until it is opened, your account keeps its current address. If you did not ask for this, ignore this message.',
    ],
    `address change link for ${to}: ${link}`,
  );
}

/** Sent to the current address when a change to another one is asked for. */
export function emailChangeNoticeMail(to: string, firstName: string, newAddress: string): MailMessage {
  return composeMail(
    to,
    'A change of your Planimetry e-mail address was requested',
    [
      `Hello ${firstName},`,
      `Someone logged in to your Planimetry account asked to change its e-mail address to ${newAddress}. The change takes effect only when the link sent to that address is opened.`,
      'If this was not you, log in and change your password now: that ends every other session of your account.',
    ],
    `address change notice for ${to}`,
  );
}
