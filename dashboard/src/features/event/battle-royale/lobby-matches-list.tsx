import { type EventPointsTables, messages } from '@galaxia/core';
import { CircleCheck, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useFormatDateTime } from '../../../lib/use-format-date-time.ts';

/** Every lobby match of the event's battle-royale phases: lobby, match number (as the lobby page names it), time and status. */
export function LobbyMatchesList({ eventId, tables }: { eventId: string; tables: EventPointsTables }) {
  const formatDateTime = useFormatDateTime();
  return (
    <div className="flex flex-col gap-6">
      {tables.phases.map((phase) => (
        <section key={phase.phaseIndex} aria-labelledby={`lobby-matches-${phase.phaseIndex}`}>
          <h2 id={`lobby-matches-${phase.phaseIndex}`} className="mb-3 font-display text-xl font-bold">
            {phase.phaseName}
          </h2>
          <ul className="flex flex-col gap-2">
            {phase.lobbies.flatMap((lobby) =>
              lobby.matches.map((match) => (
                <li key={match.id}>
                  <Link
                    to={paths.eventLobby(eventId, lobby.id)}
                    className="flex flex-wrap items-center gap-x-5 gap-y-1 rounded-xl border border-white/10 bg-ink-900/80 px-4 py-3 transition-colors hover:border-brand-500/60"
                  >
                    {match.status === 'completed' ? (
                      <CircleCheck className="size-5 text-emerald-300" aria-hidden />
                    ) : (
                      <Clock className="size-5 text-sky-300" aria-hidden />
                    )}
                    <span className="font-semibold">{lobby.name}</span>
                    <span className="text-slate-300">
                      {messages.battleRoyale.lobbyMatchNumber(match.number)}
                    </span>
                    <span className="text-sm text-slate-400">
                      {match.scheduledTime ? formatDateTime(match.scheduledTime) : 'Time to be announced'}
                    </span>
                    <span className="ml-auto text-sm text-slate-300">
                      {match.status === 'completed' ? 'Completed' : 'Upcoming'}
                      {match.flagged ? ' · flagged' : ''}
                    </span>
                  </Link>
                </li>
              )),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
