import { type LobbyMatchView, type LobbyView, messages } from '@galaxia/core';
import { Flag, KeyRound, Lock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { toastOutcome } from '../../../components/ui/toast-outcome.ts';
import { ordinal } from '../../../lib/ordinal.ts';
import { useFormatDateTime } from '../../../lib/use-format-date-time.ts';
import {
  useFlagLobbyResultsMutation,
  useSetLobbyRoomMutation,
  useSettleLobbyFlagMutation,
} from './battle-royale-api.ts';
import { LobbyCheckIn } from './lobby-check-in.tsx';
import { roomNotice } from './lobby-page.tsx';
import { ResultsForm } from './results-form.tsx';

/** One map of the lobby: time, status, the room for the lobby's players, results and the moves around them. */
export function LobbyMatchCard({ lobby, match }: { lobby: LobbyView; match: LobbyMatchView }) {
  const formatDateTime = useFormatDateTime();
  const [entering, setEntering] = useState(false);
  const completed = match.status === 'completed';
  const notice = roomNotice(match, lobby.viewer.teamId, formatDateTime);
  return (
    <article
      aria-labelledby={`match-${match.id}`}
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-ink-900/80 p-4 sm:p-5"
      data-testid={`lobby-match-${match.number}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`match-${match.id}`} className="font-display text-xl font-bold">
          {messages.battleRoyale.lobbyMatchNumber(match.number)}
        </h3>
        <div className="flex items-center gap-2">
          {match.flagged ? <Badge tone="red">Flagged</Badge> : null}
          <Badge tone={completed ? 'green' : 'blue'}>{completed ? 'Completed' : 'Upcoming'}</Badge>
        </div>
      </header>
      <p className="text-sm text-slate-300">
        {match.scheduledTime ? formatDateTime(match.scheduledTime) : 'Time to be announced'}
      </p>

      {match.room ? (
        <div
          className="flex flex-col gap-1 rounded-xl border border-neon-400/40 bg-neon-400/10 p-3"
          data-testid="room-details"
        >
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-neon-400">
            <KeyRound className="size-4" aria-hidden /> Room details
          </p>
          <p className="font-mono text-lg">
            Room ID <strong>{match.room.roomId}</strong>
          </p>
          <p className="font-mono text-lg">
            Password <strong>{match.room.roomPassword}</strong>
          </p>
        </div>
      ) : !completed ? (
        <p className="flex items-center gap-2 text-sm text-slate-400" data-testid="room-hidden">
          <Lock className="size-4 shrink-0" aria-hidden /> {notice}
        </p>
      ) : null}

      <LobbyCheckIn lobby={lobby} match={match} />
      {completed ? <ResultsList lobby={lobby} match={match} /> : null}
      {completed && match.flag ? <FlagPanel lobby={lobby} match={match} /> : null}
      {match.canFlag ? <FlagForm lobby={lobby} match={match} /> : null}

      {!completed && lobby.viewer.canManage ? (
        <div className="flex flex-col gap-4 border-t border-white/10 pt-4">
          <RoomForm match={match} />
          {entering ? (
            <ResultsForm lobby={lobby} match={match} onDone={() => setEntering(false)} />
          ) : (
            <Button variant="secondary" onClick={() => setEntering(true)}>
              Enter results
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}

function ResultsList({ lobby, match }: { lobby: LobbyView; match: LobbyMatchView }) {
  const name = new Map(lobby.teams.map((team) => [team.id, team.name]));
  return (
    <ol
      className="flex flex-col divide-y divide-white/5 text-sm"
      aria-label={`Match ${match.number} results`}
    >
      {match.results.map((result) => (
        <li key={result.teamId} className="flex items-center justify-between gap-3 py-1.5">
          <span className="w-10 shrink-0 text-slate-400">{ordinal(result.placement)}</span>
          <span className="min-w-0 flex-1 truncate">{name.get(result.teamId) ?? result.teamId}</span>
          <span className="tabular-nums text-slate-300">
            {result.kills} {result.kills === 1 ? 'kill' : 'kills'}
          </span>
        </li>
      ))}
      {match.screenshotUrl ? (
        <li className="pt-2">
          <a href={match.screenshotUrl} className="text-neon-400 underline" target="_blank" rel="noreferrer">
            Results screenshot
          </a>
        </li>
      ) : null}
    </ol>
  );
}

/** A lobby move; the lobby reads its new state by itself (tag 'Match'). */
const sendLobbyMove = (move: { unwrap: () => Promise<unknown> }, done: string) =>
  toastOutcome(move, messages.publicSite.matchActionFailed, done);

const NO_ROOM = { roomId: '', roomPassword: '' };
const ROOM_FIELDS = [
  { key: 'roomId', name: 'room-id', label: 'Room ID' },
  { key: 'roomPassword', name: 'room-password', label: 'Room password' },
] as const;

function RoomForm({ match }: { match: LobbyMatchView }) {
  const [room, setRoom] = useState(NO_ROOM);
  const [save, { isLoading }] = useSetLobbyRoomMutation();
  const submit = async () => {
    const move = save({ lobbyMatchId: match.id, ...room });
    if (await sendLobbyMove(move, messages.battleRoyale.roomSaved)) setRoom(NO_ROOM);
  };
  return (
    <SubmitForm className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
      {ROOM_FIELDS.map(({ key, name, label }) => (
        <Field key={key} id={`${name}-${match.id}`} label={label}>
          <Input
            id={`${name}-${match.id}`}
            value={room[key]}
            maxLength={40}
            onChange={(e) => setRoom({ ...room, [key]: e.target.value })}
          />
        </Field>
      ))}
      <Button type="submit" disabled={isLoading || !room.roomId.trim() || !room.roomPassword.trim()}>
        {match.roomSet ? 'Replace room' : 'Save room'}
      </Button>
    </SubmitForm>
  );
}

function FlagForm({ lobby, match }: { lobby: LobbyView; match: LobbyMatchView }) {
  const formatDateTime = useFormatDateTime();
  const [reason, setReason] = useState('');
  const [flag, { isLoading }] = useFlagLobbyResultsMutation();
  if (!lobby.viewer.teamId) return null;
  const submit = () =>
    sendLobbyMove(
      flag({ lobbyMatchId: match.id, teamId: lobby.viewer.teamId!, reason }),
      messages.battleRoyale.flagRaised,
    );
  return (
    <SubmitForm className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit}>
      <Field
        id={`flag-${match.id}`}
        label={`Something wrong? Flag until ${formatDateTime(match.flagOpenUntil!)}`}
      >
        <Input
          id={`flag-${match.id}`}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={isLoading || !reason.trim()}>
        <Flag className="size-4" aria-hidden /> Flag results
      </Button>
    </SubmitForm>
  );
}

function FlagPanel({ lobby, match }: { lobby: LobbyView; match: LobbyMatchView }) {
  const [settle, { isLoading }] = useSettleLobbyFlagMutation();
  const flag = match.flag!;
  const team = lobby.teams.find((candidate) => candidate.id === flag.teamId)?.name ?? 'A team';
  const decide = (decision: 'keep' | 'reenter') =>
    sendLobbyMove(settle({ lobbyMatchId: match.id, decision }), messages.battleRoyale.flagSettled);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-red-500/30 bg-red-500/10 p-3 text-sm">
      <p>
        <strong>{team}</strong> flagged these results: “{flag.reason}”{flag.settled ? ' · settled' : ''}
      </p>
      {!flag.settled && lobby.viewer.canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={isLoading} onClick={() => void decide('keep')}>
            Keep results
          </Button>
          <Button size="sm" variant="danger" disabled={isLoading} onClick={() => void decide('reenter')}>
            Clear and re-enter
          </Button>
        </div>
      ) : null}
    </div>
  );
}
