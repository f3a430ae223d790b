import {
  ACTIVE_CAPTAIN,
  formatZoned,
  HOME_TIME_ZONE,
  type MatchState,
  matchNotices,
  messages,
  sitePaths,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember } from '../../../db/entities/index.ts';
import { withSettingOn } from '../../notifications/internal/recipients.ts';
import { notify } from '../../notifications/notify.ts';
import type { MatchRow } from './match-rows.ts';

/**
 * Tells the teams what a move on their match asks of them (the core rule decides who): the other
 * captain of a proposed time or a reported score, both teams of a settled dispute. People who switched
 * event reminders off are not told. Runs inside the move's transaction, so a notice exists only with it.
 */
export async function notifyMatchMove(
  em: EntityManager,
  input: { tournamentId: string; match: MatchRow; before: MatchState; after: MatchState },
): Promise<void> {
  const { match, tournamentId } = input;
  const notices = matchNotices(input.before, input.after);
  if (notices.length === 0) return;
  const team = { A: match.teamA, B: match.teamB };
  const link = sitePaths.eventMatch(tournamentId, match.id);
  const people = async (sides: readonly ('A' | 'B')[], captainsOnly: boolean) => {
    const teamIds = sides.flatMap((side) => (team[side] ? [team[side].id] : []));
    if (teamIds.length === 0) return [];
    const members = await em.find(TeamMember, {
      team: { $in: teamIds },
      ...(captainsOnly ? ACTIVE_CAPTAIN : { status: 'active' as const }),
    });
    return withSettingOn(
      em,
      members.map((member) => member.user.id),
      'eventReminders',
    );
  };
  for (const notice of notices) {
    if (notice.kind === 'match-proposal') {
      const by = team[notice.to === 'A' ? 'B' : 'A'];
      notify(em, {
        userIds: await people([notice.to], true),
        kind: notice.kind,
        title: messages.matchNotice.proposalTitle(match.name),
        body: messages.matchNotice.proposalBody(
          by?.name ?? '',
          formatZoned(new Date(notice.time), HOME_TIME_ZONE),
        ),
        link,
      });
    } else if (notice.kind === 'result-to-confirm') {
      const by = team[notice.to === 'A' ? 'B' : 'A'];
      notify(em, {
        userIds: await people([notice.to], true),
        kind: notice.kind,
        title: messages.matchNotice.confirmTitle(match.name),
        body: messages.matchNotice.confirmBody(
          by?.name ?? '',
          team.A?.name ?? '',
          notice.scoreA,
          notice.scoreB,
          team.B?.name ?? '',
        ),
        link,
      });
    } else {
      notify(em, {
        userIds: await people(['A', 'B'], false),
        kind: notice.kind,
        title: messages.matchNotice.disputeTitle(match.name),
        body:
          notice.scoreA === null || notice.scoreB === null
            ? messages.matchNotice.disputeReopenedBody
            : messages.matchNotice.disputeSettledBody(
                team.A?.name ?? '',
                notice.scoreA,
                notice.scoreB,
                team.B?.name ?? '',
              ),
        link,
      });
    }
  }
}
