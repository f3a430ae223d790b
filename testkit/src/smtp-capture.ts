import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server (npm smtp-server) on a random local port: the app talks SMTP to it exactly as to
 * a production relay, and tests read what arrived. Any login is accepted.
 */
export async function startSmtpCapture() {
  const received: CapturedMail[] = [];
  const waiters: { match: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CapturedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to this address (or one already received and not yet taken). */
    nextMailTo(address: string, timeoutMs = 5000): Promise<CapturedMail> {
      const match = (mail: CapturedMail) => mail.to.includes(address);
      const already = received.findIndex(match);
      if (already >= 0) return Promise.resolve(received.splice(already, 1)[0] as CapturedMail);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            received.splice(received.indexOf(mail), 1);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The first link in a mail's text that goes to `path`. */
export function linkIn(mail: CapturedMail, path: string): URL {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((raw) => new URL(raw))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return found;
}
