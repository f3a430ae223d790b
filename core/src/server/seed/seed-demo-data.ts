import { seededRandom } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tournament } from '../db/entities/index.ts';
import { recomputeCommunityRatings } from '../use-cases/communities/community-ratings.ts';
import {
  ONGOING_ANNOUNCEMENTS,
  OPEN_ANNOUNCEMENTS,
  PAST_ANNOUNCEMENTS,
  SEASON_ANNOUNCEMENTS,
  writeAnnouncements,
} from './demo-announcements.ts';
import { demoClock } from './demo-clock.ts';
import { MONSOON_SEASON_2, MONSOON_SEASON_3, writeDemoCommunity } from './demo-community.ts';
import { writeGameAccounts } from './demo-game-accounts.ts';
import { writePeople } from './demo-people.ts';
import { writePlayerStats } from './demo-player-stats.ts';
import { writeStreams } from './demo-streams.ts';
import { writeTeams } from './demo-teams.ts';
import {
  ARCHIVED_CODM,
  DRAFT_PUBG,
  ONGOING_BGMI,
  ONGOING_CLASH,
  ONGOING_VALORANT,
  OPEN_CLASH,
  PAST_VALORANT,
  UPCOMING_FREE_FIRE,
} from './demo-tournaments.ts';
import { writeVetoes } from './demo-vetoes.ts';
import { playBattleRoyaleSeason } from './play-battle-royale-season.ts';
import { playOngoingEvent } from './play-ongoing-event.ts';
import { playPastEvent } from './play-past-event.ts';
import { playWarLeague } from './play-war-league.ts';
import { writeTournament } from './write-tournament.ts';

/** Any constant works: it only has to be the same for every process that might seed at once. */
const SEED_LOCK = 7_041_944_015;

/** Fixed, so the demo tells the same story on every machine; only the dates move with `now`. */
const STORY_SEED = 2026;

/**
 * Fills an empty database with a demo world relative to `now`: people, servers, teams, and a
 * tournament in every state (draft, archived draft, registration not started, registration open,
 * running, finished); the running events play duels, battle-royale lobbies and Clash of Clans wars.
 * One transaction, and nothing at all once any tournament exists.
 */
export async function seedDemoData(em: EntityManager, options: { now: Date }): Promise<{ seeded: boolean }> {
  return em.transactional(async (tx) => {
    // Two processes starting together would both see an empty database; the lock makes one wait.
    await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await tx.count(Tournament)) > 0) return { seeded: false };

    const clock = demoClock(options.now);
    const random = seededRandom(STORY_SEED);
    const people = await writePeople(tx, clock);
    const { users } = people;
    const teams = await writeTeams(tx, clock, users);
    await writeGameAccounts(tx, clock, users, users.aarav);

    const season = writeTournament(tx, clock, people, ONGOING_BGMI, { teams, entrants: teams.bgmi });
    const ongoing = writeTournament(tx, clock, people, ONGOING_VALORANT, { teams, entrants: teams.valorant });
    const pastEntrants = teams.valorant.slice(0, 8);
    const past = writeTournament(tx, clock, people, PAST_VALORANT, { teams, entrants: pastEntrants });
    const open = writeTournament(tx, clock, people, OPEN_CLASH, { teams, entrants: teams.coc.slice(0, 5) });
    const wars = writeTournament(tx, clock, people, ONGOING_CLASH, { teams, entrants: teams.coc });
    // The Monsoon Cup's later seasons: the community's series, its circuit across them.
    const secondEntrants = teams.valorant.slice(4, 12);
    const second = writeTournament(tx, clock, people, MONSOON_SEASON_2, { teams, entrants: secondEntrants });
    writeTournament(tx, clock, people, MONSOON_SEASON_3, null);
    await writeDemoCommunity(tx, clock, people);
    writeTournament(tx, clock, people, UPCOMING_FREE_FIRE, null);
    writeTournament(tx, clock, people, DRAFT_PUBG, null);
    writeTournament(tx, clock, people, ARCHIVED_CODM, null);

    const { groups, playoffs } = playOngoingEvent(tx, clock, ongoing, teams.valorant, random);
    // Its own sequence, so the vetoes never shift the results.
    writeVetoes(tx, clock, playoffs, seededRandom(STORY_SEED + 3));
    const finished = playPastEvent(tx, clock, past, pastEntrants, random);
    // Its own sequence, so the second season never shifts the results above.
    playPastEvent(tx, clock, second, secondEntrants, seededRandom(STORY_SEED + 4));
    // Its own sequence, so the war league never shifts the other events' results.
    playWarLeague(tx, clock, wars, teams.coc, teams.rosterOf, seededRandom(STORY_SEED + 2));
    writeStreams(
      tx,
      clock,
      users.rohan,
      [ongoing.tournament, season.tournament, past.tournament, open.tournament],
      playoffs,
    );
    // Its own sequence, so the lines never shift the results above.
    writePlayerStats(
      tx,
      [...groups.values(), ...playoffs.values(), ...finished.values()],
      teams.rosterOf,
      seededRandom(STORY_SEED + 1),
    );

    writeAnnouncements(tx, clock, season.tournament, users.aarav, SEASON_ANNOUNCEMENTS);
    writeAnnouncements(tx, clock, ongoing.tournament, users.aarav, ONGOING_ANNOUNCEMENTS);
    writeAnnouncements(tx, clock, past.tournament, users.aarav, PAST_ANNOUNCEMENTS);
    writeAnnouncements(tx, clock, open.tournament, users.priya, OPEN_ANNOUNCEMENTS);
    // Last: the organiser's use cases read what is written above from the database.
    await playBattleRoyaleSeason(tx, clock, users.aarav, season, teams.bgmi, teams.rosterOf, random);
    // The communities' ratings from every result above: the matches written directly bypassed the use
    // cases that keep them, so "seed by rating" has ratings to show in the demo.
    const servers = await tx.find(Tournament, {}, { fields: ['server'] });
    for (const serverId of new Set(servers.map((row) => row.server.id)))
      await recomputeCommunityRatings(tx, serverId);
    return { seeded: true };
  });
}
