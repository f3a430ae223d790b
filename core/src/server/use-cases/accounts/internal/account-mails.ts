import { accountPages, messages, tokenLink } from '@galaxia/core';
import type { Mailer } from '../../../mail/mailer.ts';

/** What account use cases need to mail a link: the transport and the site's public origin. */
export interface AccountMail {
  mailer: Mailer;
  publicUrl: string;
}

type Recipient = { email: string; name: string };

/** One account mail: a subject and a text carrying the link that spends `token` on `page`. */
const tokenMail =
  (page: string, subject: string, text: (name: string, link: string) => string) =>
  (mail: AccountMail, to: Recipient, token: string) =>
    mail.mailer.send({ to: to.email, subject, text: text(to.name, tokenLink(mail.publicUrl, page, token)) });

export const sendVerificationMail = tokenMail(
  accountPages.verifyEmail,
  messages.mail.verifySubject,
  messages.mail.verifyText,
);

export const sendResetMail = tokenMail(
  accountPages.resetPassword,
  messages.mail.resetSubject,
  messages.mail.resetText,
);
