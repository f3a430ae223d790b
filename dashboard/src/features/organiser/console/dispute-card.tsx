import { type AttentionMatch, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { asResult } from '../../../app/api-slice.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../lib/paths.ts';
import { useResolveDisputeMutation } from './console-api.ts';

/** A match that needs the organiser; a disputed one gets a ruling form, a flagged lobby match a link to its lobby. */
export function AttentionCard({ tournamentId, match }: { tournamentId: string; match: AttentionMatch }) {
  const id = useId();
  const [resolve, { isLoading }] = useResolveDisputeMutation();
  const [score, setScore] = useState({ scoreA: '', scoreB: '', note: '' });
  const rule = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await asResult(
      resolve({
        tournamentId,
        matchId: match.matchId,
        scoreA: Number(score.scoreA),
        scoreB: Number(score.scoreB),
        note: score.note || undefined,
      }),
      'The ruling was not saved',
    );
    if (result.success) toast.success(messages.matchToasts.matchSettled(match.name));
    else toast.error(result.error);
  };
  const sides = [
    { key: 'scoreA', team: match.teamA ?? 'Team A', inputId: `${id}-a` },
    { key: 'scoreB', team: match.teamB ?? 'Team B', inputId: `${id}-b` },
  ] as const;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {match.lobbyId ? match.name : `${match.name}: ${match.teamA ?? 'TBD'} vs ${match.teamB ?? 'TBD'}`}
        </p>
        <Badge tone={match.reason === 'disputed' || match.reason === 'flagged' ? 'red' : 'yellow'}>
          {messages.attention.reason[match.reason]}
        </Badge>
      </div>
      {match.reported ? (
        <p className="mt-1 text-sm font-medium text-slate-200">
          {messages.attention.reported(
            match.reported.by,
            match.teamA ?? 'Team A',
            match.reported.scoreA,
            match.reported.scoreB,
            match.teamB ?? 'Team B',
          )}
        </p>
      ) : null}
      {match.detail ? <p className="mt-1 text-sm text-slate-300">“{match.detail}”</p> : null}
      {match.lobbyId ? (
        <Button asChild size="sm" className="mt-3">
          <Link to={paths.eventLobby(tournamentId, match.lobbyId)}>
            {messages.attention.openLobby(match.name)}
          </Link>
        </Button>
      ) : null}
      {match.reason === 'disputed' ? (
        <form onSubmit={rule} className="mt-3 flex flex-wrap items-end gap-2">
          {sides.map(({ key, team, inputId }) => (
            <label key={key} className="flex flex-col gap-1 text-xs text-slate-400" htmlFor={inputId}>
              {team}
              <Input
                id={inputId}
                type="number"
                min={0}
                className="w-24"
                value={score[key]}
                onChange={(e) => setScore({ ...score, [key]: e.target.value })}
              />
            </label>
          ))}
          <label className="flex flex-1 flex-col gap-1 text-xs text-slate-400" htmlFor={`${id}-note`}>
            Note
            <Input
              id={`${id}-note`}
              value={score.note}
              onChange={(e) => setScore({ ...score, note: e.target.value })}
            />
          </label>
          <Button type="submit" disabled={score.scoreA === '' || score.scoreB === '' || isLoading}>
            Resolve
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
