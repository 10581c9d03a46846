/** The texts of the educator e-mails: the badge and instructions, approval and rejection. */
import { badgeSnippet } from '../../shared/classroom';
import { composeMail, publicLink } from '../mail/accountMails';
import type { MailMessage } from '../mail/mailer';

interface Recipient {
  email: string;
  firstName: string;
}

/** The badge to place on the school page, where, and what happens next. */
export function badgeInstructionsMail(to: Recipient, application: { badgeCode: string; badgeUrl: string; nameOfSchool: string }, publicUrl: string): MailMessage {
  return composeMail(
    to.email,
    'Your Planimetry educator badge and instructions',
    [
      `Hello ${to.firstName},`,
      `Thank you for registering ${application.nameOfSchool} for a Planimetry educator account. To show that you represent the school, place this badge on the school web page you gave us:`,
      { link: application.badgeUrl },
      'Copy this HTML into the page, unchanged (the code in it is yours alone):',
      { code: badgeSnippet(application.badgeCode, publicUrl) },
      `Then log in at ${publicLink(publicUrl, '/login')}. We look for the badge on the page when you log in; once it is there we review your registration within 24 hours and e-mail you the outcome.`,
      'If you did not ask for this, ignore this message.',
    ],
    `educator badge instructions for ${to.email}`,
  );
}

export function educatorApprovedMail(to: Recipient, publicUrl: string): MailMessage {
  return composeMail(
    to.email,
    'Your Planimetry educator account is approved',
    [
      `Hello ${to.firstName},`,
      `We confirmed your school: your educator account is ready. Log in at ${publicLink(publicUrl, '/login')} to start a classroom session.`,
    ],
    `educator approval for ${to.email}`,
  );
}

export function educatorRejectedMail(to: Recipient, publicUrl: string): MailMessage {
  return composeMail(
    to.email,
    'Your Planimetry educator registration',
    [
      `Hello ${to.firstName},`,
      'We could not confirm your school as a legally accredited school, so your educator registration was not approved.',
      `You can register again with other details at ${publicLink(publicUrl, '/register?type=educator')}.`,
    ],
    `educator rejection for ${to.email}`,
  );
}
