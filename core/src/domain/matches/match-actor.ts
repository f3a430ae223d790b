import type { Match, MatchSide } from '../../contracts/matches.ts';

/** The signed-in person as the match rules see them: a role plus what that role acts for. */
export type MatchActor =
  | { role: 'viewer' }
  | { role: 'streamer'; userId: string; name: string }
  | { role: 'team-rep'; teamId: string }
  | { role: 'organiser' };

/**
 * The part of a match the rules read and write. Transitions take any richer match (the full
 * contract `Match`, a persisted row) and hand back the same shape.
 */
export type MatchState<Team extends TeamRef = TeamRef> = Omit<
  Match,
  'id' | 'round' | 'teamA' | 'teamB' | 'dependsOn'
> & {
  teamA: Team | null;
  teamB: Team | null;
};

export interface TeamRef {
  id: string;
}

/** Which side the actor represents in this match, if they are a rep of one of its teams. */
export const actorSide = (match: MatchState, actor: MatchActor): MatchSide | null => {
  if (actor.role !== 'team-rep') return null;
  if (match.teamA?.id === actor.teamId) return 'A';
  if (match.teamB?.id === actor.teamId) return 'B';
  return null;
};
