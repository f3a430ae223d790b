import { messages, noShowOutcome, sitePaths } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { serverAdminIds, teamMemberIds } from '../notifications/internal/recipients.ts';
import { notify } from '../notifications/notify.ts';
import { forfeitNoShow } from './forfeit-no-show.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { loadCheckIns } from './internal/match-check-in-view.ts';
import { writeOnMatch } from './internal/match-write.ts';

export interface CloseMatchCheckInInput {
  matchId: string;
  /** The time the job was set for: a match moved since is left to its newer job. */
  scheduledTime: string;
}

export type CloseMatchCheckInOutcome = 'stale' | 'none' | 'forfeit' | 'flag';

/**
 * At the match's time its check-in closes. One side missing: it forfeits when the tournament says so
 * (the other side advances), otherwise the organiser sees the match flagged; both missing: the
 * organiser decides. Idempotent: a completed or moved match is left alone.
 */
export async function closeMatchCheckIn(
  em: EntityManager,
  input: CloseMatchCheckInInput,
  ports: CompetitionPorts,
): Promise<CloseMatchCheckInOutcome> {
  return writeOnMatch(em, input.matchId, ports, async ({ em: tx, match, phase, effects, now }) => {
    const tournament = match.tournament;
    const scheduled = match.scheduledTime;
    if (
      match.status !== 'scheduled' ||
      !scheduled ||
      scheduled.toISOString() !== new Date(input.scheduledTime).toISOString() ||
      now < scheduled ||
      !match.teamA ||
      !match.teamB
    ) {
      return 'stale';
    }
    const checkedIn = new Set((await loadCheckIns(tx, match.id)).map((row) => row.team.id));
    const decision = noShowOutcome({
      checkedInA: checkedIn.has(match.teamA.id),
      checkedInB: checkedIn.has(match.teamB.id),
      autoForfeit: tournament.autoForfeit,
    });
    if (decision.kind === 'none') return 'none';
    const link = sitePaths.eventMatch(tournament.id, match.id);
    if (decision.kind === 'flag') {
      const names = decision.absent.map((side) => (side === 'A' ? match.teamA! : match.teamB!).name);
      notify(tx, {
        userIds: [
          ...(await serverAdminIds(tx, tournament.server.id)),
          ...(await teamMemberIds(tx, [match.teamA.id, match.teamB.id])),
        ],
        kind: 'no-show',
        title: messages.playerSeason.noShowTitle(match.name),
        body: messages.playerSeason.noShowFlagBody(names.join(' and ')),
        link,
      });
      await tx.flush();
      return 'flag';
    }
    const absent = decision.absent === 'A' ? match.teamA : match.teamB;
    const present = decision.winner === 'A' ? match.teamA : match.teamB;
    notify(tx, {
      userIds: await teamMemberIds(tx, [match.teamA.id, match.teamB.id]),
      kind: 'no-show',
      title: messages.playerSeason.noShowTitle(match.name),
      body: messages.playerSeason.noShowForfeitBody(absent.name, present.name),
      link,
    });
    await forfeitNoShow(tx, {
      tournament,
      phase,
      match,
      now,
      effects,
      absent: decision.absent,
      note: messages.playerSeason.noShowForfeitBody(absent.name, present.name),
    });
    effects.publish({ type: 'match', matchId: match.id, status: 'completed' });
    effects.notify({
      kind: 'match-completed',
      tournamentId: tournament.id,
      matchId: match.id,
      resultVersion: match.version,
    });
    // A forfeit is a result the public sees: it takes the tournament's next data version.
    await effects.closeWrite(tx);
    return 'forfeit';
  });
}
