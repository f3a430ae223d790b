import { entryVerificationMessages, type MyEntry } from '@galaxia/core';
import { Hourglass } from 'lucide-react';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';

type Entry = NonNullable<MyEntry['entry']>;

/** An application's state: whose videos the organiser is reviewing, and a rejection's deadline. */
export function AwaitingVerification({ entry }: { entry: Entry }) {
  // The server draws the deadline too: IST in its HTML and at hydration, the viewer's zone after.
  const formatDateTime = useFormatDateTime();
  const waiting = entry.roster
    .filter(
      (player) => player.verification === 'awaiting_review' || player.verification === 'verified_elsewhere',
    )
    .map((player) => player.name);
  return (
    <div className="flex flex-col gap-1 text-sm" role="status">
      {waiting.length > 0 ? (
        <p className="flex items-start gap-2 text-slate-300">
          <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
          {entryVerificationMessages.entryVerification.waitingOn(waiting.join(', '))}
        </p>
      ) : null}
      {entry.verificationDeadline ? (
        <p className="font-medium text-red-300">
          {entryVerificationMessages.entryVerification.deadline(formatDateTime(entry.verificationDeadline))}
        </p>
      ) : null}
    </div>
  );
}
