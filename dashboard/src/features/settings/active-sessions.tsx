import { type ActiveSession, messages } from '@galaxia/core';
import { MonitorSmartphone } from 'lucide-react';
import { errorMessage } from '../../app/api-slice.ts';
import { useActiveSessionsQuery, useSignOutOthersMutation } from '../../app/auth-api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { timeAgo } from '../../lib/dates.ts';

/** Settings: where this person is signed in, and a way to end every session but this one. */
export function ActiveSessionsCard() {
  const sessions = useActiveSessionsQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you are signed in</CardTitle>
        <p className="text-sm text-slate-400">
          Changing your password or removing a way to sign in also signs out your other devices.
        </p>
      </CardHeader>
      <CardContent>
        <QueryState
          query={sessions}
          label="Loading your devices"
          fallbackError="Could not load your devices."
        >
          {(data) => <SessionList sessions={data.sessions} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function SessionList({ sessions }: { sessions: ActiveSession[] }) {
  const [signOutOthers, { isLoading }] = useSignOutOthersMutation();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-white/10">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <MonitorSmartphone className="size-5 shrink-0 text-brand-300" aria-hidden />
              <div className="min-w-0">
                <p className="font-semibold">{session.device}</p>
                <p className="text-xs text-slate-400">
                  {session.current ? 'Active now' : `Last seen ${timeAgo(session.lastSeenAt)}`}
                </p>
              </div>
            </div>
            {session.current ? <Badge tone="green">This device</Badge> : null}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="self-start"
        disabled={isLoading || others === 0}
        onClick={async () => {
          try {
            toast.success((await signOutOthers().unwrap()).message);
          } catch (failure) {
            toast.error(errorMessage(failure, messages.accountToasts.signOutOthersFailed));
          }
        }}
      >
        Sign out everywhere else
      </Button>
    </div>
  );
}
