import { type LobbyMatchView, type LobbyView, messages } from '@galaxia/core';
import { KeyRound } from 'lucide-react';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { EventSectionLayout } from '../event-section-layout.tsx';
import { useEventParams } from '../use-event-params.ts';
import { useLobbyQuery } from './battle-royale-api.ts';
import { LobbyMatchCard } from './lobby-match-card.tsx';
import { PointsTable } from './points-table.tsx';
import { PointsTableEditor } from './points-table-editor.tsx';

export function LobbyPage() {
  const { eventId, lobbyId } = useEventParams();
  const query = useLobbyQuery({ eventId, lobbyId });
  return (
    <EventSectionLayout
      eventId={eventId}
      title={query.data ? `${query.data.phaseName} · ${query.data.name}` : 'Lobby'}
      back={{ to: paths.eventSection(eventId, 'brackets'), label: 'Back to points tables' }}
    >
      <QueryState query={query} label="Loading lobby" fallbackError="Could not load this lobby.">
        {(lobby) => <LobbyContent lobby={lobby} />}
      </QueryState>
    </EventSectionLayout>
  );
}

/** The room panel's words: the details for the lobby's players once revealed, else when they come. */
export function roomNotice(
  match: LobbyMatchView,
  viewerTeamId: string | null,
  formatDateTime: (iso: string) => string,
): string {
  if (match.room) return '';
  if (!viewerTeamId || !match.roomSet || !match.roomRevealAt) return messages.battleRoyale.roomDetailsHidden;
  return `Room details appear here at ${formatDateTime(match.roomRevealAt)}`;
}

function LobbyContent({ lobby }: { lobby: LobbyView }) {
  const team = lobby.teams.find((candidate) => candidate.id === lobby.viewer.teamId);
  return (
    <div className="flex flex-col gap-8">
      {team ? (
        <p className="flex items-center gap-2 rounded-xl border border-neon-400/30 bg-neon-400/10 px-4 py-3 text-sm">
          <KeyRound className="size-4 text-neon-400" aria-hidden />
          You play for <strong>{team.name}</strong> in this lobby: room details show here 15 minutes before
          each match.
        </p>
      ) : null}
      <PointsTable title="Standings" rows={lobby.standings} caption={`${lobby.teams.length} teams`} />
      {lobby.viewer.canManage && lobby.phaseActive ? <PointsTableEditor lobby={lobby} /> : null}
      <section aria-labelledby="lobby-matches" className="flex flex-col gap-4">
        <h2 id="lobby-matches" className="font-display text-2xl font-bold">
          Matches
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {lobby.matches.map((match) => (
            <LobbyMatchCard key={match.id} lobby={lobby} match={match} />
          ))}
        </div>
      </section>
    </div>
  );
}
