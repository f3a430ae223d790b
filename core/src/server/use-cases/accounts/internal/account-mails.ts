import { accountPages, isLanguage, tokenLink } from '@galaxia/core';
import { mailT } from '../../../i18n/server-i18n.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { consumeRateLimit, RATE_LIMITS } from '../../../rate-limits.ts';
import type { Redis } from '../../../redis.ts';

/** What account use cases need to mail a link: the transport, the site's public origin, the mail budget's store. */
export interface AccountMail {
  mailer: Mailer;
  publicUrl: string;
  redis: Redis;
}

/**
 * Takes one of the few account mails an address may receive per hour (`RATE_LIMITS.accountMails`),
 * whoever asks: false means send nothing, and change nothing a sent link would rely on. The caller's
 * answer stays the same either way, so the budget tells nobody whether an account exists.
 */
export async function takeMailSlot(mail: AccountMail, email: string): Promise<boolean> {
  return !(await consumeRateLimit(mail.redis, RATE_LIMITS.accountMails, email));
}

/** Who a mail goes to; `language` is their account's (users.language), null for English. */
type Recipient = { email: string; name: string; language: string | null };

/**
 * One account mail in the recipient's language: a subject and a text carrying the link that spends
 * `token` on `page`.
 */
const tokenMail =
  (page: string, subject: 'verifySubject' | 'resetSubject', text: 'verifyText' | 'resetText') =>
  (mail: AccountMail, to: Recipient, token: string) => {
    const t = mailT(isLanguage(to.language) ? to.language : 'en');
    return mail.mailer.send({
      to: to.email,
      subject: t(subject),
      text: t(text, { name: to.name, link: tokenLink(mail.publicUrl, page, token) }),
    });
  };

export const sendVerificationMail = tokenMail(accountPages.verifyEmail, 'verifySubject', 'verifyText');

export const sendResetMail = tokenMail(accountPages.resetPassword, 'resetSubject', 'resetText');
