import { AppError, messages } from '@galaxia/core';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.ts';
import { devOutboxEnabled } from '../config/env.ts';
import type { Redis } from '../redis.ts';
import { pushToDevOutbox } from './dev-outbox.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** False when nothing can be delivered (production without SMTP): callers refuse before writing anything. */
  readonly available?: boolean;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise, outside production, the local outbox at /dev/outbox.
 * Production without SMTP refuses to send rather than pretend a mail went out.
 */
export function createMailer(env: Env, redis: Redis): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({
          from: env.SMTP_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  if (devOutboxEnabled(env)) {
    return { send: (mail) => pushToDevOutbox(redis, mail) };
  }
  return {
    available: false,
    async send() {
      throw new AppError('UNAVAILABLE', 'ACCOUNT_MAIL_UNAVAILABLE', messages.account.mailUnavailable);
    },
  };
}
