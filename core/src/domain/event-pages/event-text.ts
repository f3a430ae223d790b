import type { RoadmapStage } from '../../contracts/public-event.ts';
import { messages } from '../messages/catalogue.ts';
import { formatRupees, parsePrizePool } from '../stats/indian-rupees.ts';

/** How the public site names an event: 'BGMI Masters Series Season 3'. */
export const eventTitle = (eventName: string, seasonNumber: number): string =>
  `${eventName} Season ${seasonNumber}`;

/** The phases' formats in order: 'Group Stage → Single Elimination'. */
export const roadmapSummary = (phases: readonly { format: string }[]): string =>
  phases.map((phase) => phase.format).join(' → ');

/**
 * One phase of the public roadmap in a line: '32 teams · Battle Royale · 2 lobbies of 16 · 4 matches
 * each'. The phase rules keep teams divisible by groups and by lobbies, so each holds as many.
 */
export const roadmapStageSummary = (
  stage: Pick<RoadmapStage, 'totalTeams' | 'format' | 'numberOfGroups' | 'matchesPerLobby'>,
): string => {
  const text = messages.publicEvent.roadmapStage;
  const parts = [text.teams(stage.totalTeams), stage.format];
  const groups = stage.numberOfGroups;
  if (groups && stage.matchesPerLobby !== null)
    parts.push(text.lobbies(groups, stage.totalTeams / groups), text.matchesEach(stage.matchesPerLobby));
  else if (groups) parts.push(text.groups(groups, stage.totalTeams / groups));
  return parts.join(' · ');
};

/** Rupees with Indian grouping when the organiser typed an amount, else their text as typed. */
export const prizePoolDisplay = (text: string | null | undefined): string => {
  if (!text) return '';
  const rupees = parsePrizePool(text);
  return rupees === null ? text : formatRupees(rupees);
};
