import { accountPages, messages, tokenLink } from '@galaxia/core';
import type { Mailer } from '../../../mail/mailer.ts';

/** What account use cases need to mail a link: the transport and the site's public origin. */
export interface AccountMail {
  mailer: Mailer;
  publicUrl: string;
}

export function sendVerificationMail(mail: AccountMail, to: { email: string; name: string }, token: string) {
  const link = tokenLink(mail.publicUrl, accountPages.verifyEmail, token);
  return mail.mailer.send({
    to: to.email,
    subject: messages.mail.verifySubject,
    text: messages.mail.verifyText(to.name, link),
  });
}

export function sendResetMail(mail: AccountMail, to: { email: string; name: string }, token: string) {
  const link = tokenLink(mail.publicUrl, accountPages.resetPassword, token);
  return mail.mailer.send({
    to: to.email,
    subject: messages.mail.resetSubject,
    text: messages.mail.resetText(to.name, link),
  });
}
