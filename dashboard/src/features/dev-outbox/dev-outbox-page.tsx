import { Inbox } from 'lucide-react';
import { Fragment } from 'react';
import { useDevOutboxQuery } from '../../app/auth-api.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';

const LINK = /https?:\/\/\S+/g;

/** The text cut into plain and link pieces, each keyed by where it starts in the mail. */
function pieces(text: string) {
  const result: { at: number; text: string; link: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) result.push({ at, text: text.slice(at, match.index), link: false });
    result.push({ at: match.index, text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) result.push({ at, text: text.slice(at), link: false });
  return result;
}

/** Mail text with its links clickable (the verification and reset links are what a developer follows). */
function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-300">
      {pieces(text).map((piece) =>
        piece.link ? (
          <a key={piece.at} href={piece.text} className="font-semibold text-brand-300 underline">
            {piece.text}
          </a>
        ) : (
          <Fragment key={piece.at}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}

/** Development only (no SMTP configured): the mails Galaxia would have sent, newest first. */
export function DevOutboxPage() {
  const outbox = useDevOutboxQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <PageHeading title="Local outbox">
        Without SMTP, development mails land here instead of a mailbox. Production never shows this page.
      </PageHeading>
      <div>
        <Button variant="secondary" size="sm" onClick={() => outbox.refetch()}>
          Refresh
        </Button>
      </div>
      <QueryState
        query={outbox}
        label="Loading the outbox"
        fallbackError="The local outbox is not available here."
      >
        {({ mails }) =>
          mails.length === 0 ? (
            <EmptyState
              icon={<Inbox className="size-10" aria-hidden />}
              title="No mail yet"
              text="Sign up or ask for a password reset, then refresh."
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {mails.map((mail) => (
                <li key={mail.id}>
                  <Card>
                    <CardContent className="flex flex-col gap-2">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <h2 className="font-display text-lg font-bold">{mail.subject}</h2>
                        <time dateTime={mail.sentAt} className="text-xs text-slate-400">
                          {formatDateTime(mail.sentAt)}
                        </time>
                      </div>
                      <p className="text-xs text-slate-400">To: {mail.to}</p>
                      <MailText text={mail.text} />
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
