import { messages } from '@galaxia/core';
import { useMyContestsQuery } from '../../app/game-accounts-api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Card } from '../ui/card.tsx';

const text = messages.verificationContest;
const tone: Record<string, BadgeTone> = { open: 'yellow', upheld: 'green', dismissed: 'red' };

/** The contests the person filed, with staff's decision and reason once made; nothing when there are none. */
export function MyContests() {
  const { data } = useMyContestsQuery();
  const contests = data?.contests ?? [];
  if (contests.length === 0) return null;
  return (
    <section aria-labelledby="my-contests" className="mt-8">
      <h2 id="my-contests" className="mb-3 font-display text-xl font-bold">
        Your contests
      </h2>
      <ul className="flex flex-col gap-3">
        {contests.map((contest) => (
          <li key={contest.id}>
            <Card className="flex flex-col gap-2 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-mono font-semibold">BGMI {contest.playerId}</span>
                <Badge tone={tone[contest.status] ?? 'neutral'}>{text.statusLabels[contest.status]}</Badge>
                <span className="text-xs text-slate-400">Sent {formatDateTime(contest.createdAt)}</span>
              </div>
              <p className="break-words text-sm text-slate-300">{contest.statement}</p>
              {contest.reason ? (
                <p className="break-words text-sm text-slate-200">
                  <span className="font-semibold">Staff decision: </span>
                  {contest.reason}
                </p>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
