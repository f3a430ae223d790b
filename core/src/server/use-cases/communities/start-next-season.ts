import {
  AppError,
  eventTitle,
  istToday,
  MAX_SEASON_NUMBER,
  messages,
  type NextSeason,
  nextSeasonShiftDays,
  shiftSeasonDate,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import {
  CalendarRound,
  GraphicDesign,
  Phase,
  RegistrationWindow,
  Tournament,
} from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';

const text = messages.community.nextSeason;

/**
 * POST /api/organiser/tournaments/:id/next-season: a finished season's settings (roadmap, registration
 * windows, calendar, rules, graphics, prizes) copied into a new draft of the same series, its season
 * number one higher and every date moved forward by whole weeks (core `nextSeasonShiftDays`). Nothing
 * of the old season's play comes along: no entries, seeds, matches or results.
 */
export async function startNextSeason(ctx: UseCaseContext, tournamentId: string): Promise<NextSeason> {
  return ctx.em.transactional(async (em) => {
    const old = await loadTournamentForOrganiser(em, ctx.actor, tournamentId);
    if (old.lifecycle !== 'completed')
      throw new AppError('CONFLICT', 'COMMUNITY_NEXT_SEASON_NOT_FINISHED', text.notFinished);
    if (old.seasonNumber >= MAX_SEASON_NUMBER)
      throw new AppError('CONFLICT', 'COMMUNITY_NEXT_SEASON_TOO_MANY', text.tooMany(MAX_SEASON_NUMBER));
    const [windows, phases, designs] = await Promise.all([
      em.find(RegistrationWindow, { tournament: old.id }, { orderBy: { position: 'asc' } }),
      em.find(Phase, { tournament: old.id }, { orderBy: { position: 'asc' } }),
      em.find(GraphicDesign, { tournament: old.id }),
    ]);
    const rounds = await em.find(
      CalendarRound,
      { phase: { $in: phases.map((phase) => phase.id) } },
      { orderBy: { position: 'asc' } },
    );
    const spanDates = (span: { startDate: string; endDate: string }) => [span.startDate, span.endDate];
    const shift = nextSeasonShiftDays(
      [old.publishDate, ...windows.flatMap(spanDates), ...rounds.flatMap(spanDates)],
      istToday(now()),
    );
    const moved = <T extends { startDate: string; endDate: string }>(span: T) => ({
      startDate: shiftSeasonDate(span.startDate, shift),
      endDate: shiftSeasonDate(span.endDate, shift),
    });

    const next = em.create(Tournament, {
      server: old.server,
      createdBy: ctx.actor.userId,
      eventName: old.eventName,
      seasonNumber: old.seasonNumber + 1,
      gameId: old.gameId,
      publishDate: shiftSeasonDate(old.publishDate, shift),
      format: old.format,
      substitutes: old.substitutes,
      prizePool: old.prizePool,
      eventDescription: old.eventDescription,
      poster: old.poster,
      header: old.header,
      logo: old.logo,
      discordLink: old.discordLink,
      breakdown: old.breakdown,
      rulebook: old.rulebook,
      prizeSplit: old.prizeSplit,
      requiresVerification: old.requiresVerification,
      autoForfeit: old.autoForfeit,
      eventCheckIn: old.eventCheckIn,
    });
    for (const window of windows) {
      em.create(RegistrationWindow, {
        tournament: next,
        position: window.position,
        startTime: window.startTime,
        endTime: window.endTime,
        ...moved(window),
      });
    }
    for (const phase of phases) {
      const copy = em.create(Phase, {
        tournament: next,
        position: phase.position,
        name: phase.name,
        format: phase.format,
        invitedTeams: phase.invitedTeams,
        participatingTeams: phase.participatingTeams,
        qualifiedTeams: phase.qualifiedTeams,
        qualifyingTeams: phase.qualifyingTeams,
        numberOfGroups: phase.numberOfGroups,
        matchesPerLobby: phase.matchesPerLobby,
        pointsTable: phase.pointsTable,
        tiebreaks: phase.tiebreaks,
        bestOf: phase.bestOf,
        thirdPlace: phase.thirdPlace,
        grandFinalReset: phase.grandFinalReset,
        isFinal: phase.isFinal,
        autoStart: phase.autoStart,
      });
      for (const round of rounds.filter((row) => row.phase.id === phase.id)) {
        em.create(CalendarRound, {
          phase: copy,
          position: round.position,
          roundKey: round.roundKey,
          roundName: round.roundName,
          startTime: round.startTime,
          endTime: round.endTime,
          ...moved(round),
        });
      }
    }
    for (const design of designs) {
      em.create(GraphicDesign, { tournament: next, section: design.section, document: design.document });
    }
    await em.flush();
    return {
      id: next.id,
      title: eventTitle(next.eventName, next.seasonNumber),
      publishDate: next.publishDate,
    };
  });
}
