import {
  type BracketState,
  battleRoyaleQualifiers,
  breakdownStatus,
  champion,
  createDoubleElimination,
  createGroupStage,
  createSingleElimination,
  eventStatus,
  lobbyMatchRoundKey,
  type PhaseCalendar,
  pointsTablePreset,
  qualifiers,
  registrationStatus,
  reportResult,
  toInstant,
  tournamentStage,
  validatePhase,
  validateRoadmap,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetClock, setClock } from '../clock.ts';
import {
  Announcement,
  CalendarRound,
  CommunityRating,
  GameAccount,
  Lobby,
  LobbyMatch,
  LobbyResult,
  Match,
  MatchPlayerStat,
  MatchVeto,
  Phase,
  RegistrationWindow,
  StreamClaim,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  TournamentStreamer,
  User,
} from '../db/entities/index.ts';
import { type Orm, openOrm } from '../db/orm.ts';
import { administeredServers } from '../use-cases/accounts/internal/administered-servers.ts';
import { getEventPointsTables, getLobby } from '../use-cases/battle-royale/index.ts';
import { lobbyStandings } from '../use-cases/battle-royale/internal/lobby-phase.ts';
import { getCommunityPage } from '../use-cases/communities/get-community-page.ts';
import { toBracketMatch } from '../use-cases/competition/internal/bracket-state.ts';
import { phaseDraftOf } from '../use-cases/tournaments/internal/stored-roadmap.ts';
import { seedDemoData } from './seed-demo-data.ts';

type MatchRow = InferEntity<typeof Match>;
type PhaseRow = InferEntity<typeof Phase>;

// 00:15 IST: the UTC and IST calendar days differ, so a date computed in the wrong zone shows up.
const now = new Date('2026-03-14T18:45:00Z');
/** The top of the Grand Final's points table after its third match, as the demo story plays it. */
const SEASON_LEADER = 'Mumbai Mavericks';

/** A fresh engine bracket from the stored seeds, with every stored result reported again in play order. */
function replay(phase: PhaseRow, rows: MatchRow[]): BracketState {
  const seeds = phase.seeds!;
  let state: BracketState =
    phase.format === 'Group Stage'
      ? createGroupStage(seeds, { groups: phase.numberOfGroups! })
      : phase.format === 'Double Elimination'
        ? createDoubleElimination(seeds)
        : createSingleElimination(seeds);
  for (const row of rows) {
    if (row.bracketStatus === 'completed') {
      state = reportResult(state, row.displayId, { scoreA: row.scoreA!, scoreB: row.scoreB! });
    }
  }
  return state;
}

describe('seedDemoData', () => {
  let orm: Orm;
  const em = () => orm.em.fork();

  async function emptyDatabase() {
    const tables = await orm.em
      .getConnection()
      .execute<{ tablename: string }[]>(
        "select tablename from pg_tables where schemaname = 'public' and tablename not like 'mikro_orm%'",
      );
    await orm.em
      .getConnection()
      .execute(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} cascade`);
  }

  /** A series' first season (the Monsoon Cup has three). */
  async function tournament(eventName: string, seasonNumber?: number) {
    return em().findOneOrFail(
      Tournament,
      { eventName, ...(seasonNumber ? { seasonNumber } : {}) },
      { orderBy: { seasonNumber: 'asc' } },
    );
  }

  async function matchesOf(phase: PhaseRow) {
    return em().find(Match, { phase }, { orderBy: { playOrder: 'asc' } });
  }

  async function phasesOf(tournamentId: string) {
    return em().find(Phase, { tournament: tournamentId }, { orderBy: { position: 'asc' } });
  }

  async function calendarOf(tournamentId: string): Promise<PhaseCalendar[]> {
    const phases = await phasesOf(tournamentId);
    const calendar: PhaseCalendar[] = [];
    for (const phase of phases) {
      const rounds = await em().find(CalendarRound, { phase }, { orderBy: { position: 'asc' } });
      calendar.push({
        phaseName: phase.name,
        rounds: rounds.map(({ roundKey, roundName, startDate, endDate, startTime, endTime }) => ({
          ...(roundKey ? { roundKey } : {}),
          roundName,
          startDate,
          endDate,
          startTime,
          endTime,
        })),
      });
    }
    return calendar;
  }

  beforeAll(async () => {
    orm = await openOrm(inject('databaseUrl'));
    await emptyDatabase();
    expect(await seedDemoData(em(), { now })).toEqual({ seeded: true });
    // The season is played through the use cases, a few hundred queries: slow on a busy machine.
  }, 180_000);
  afterAll(() => orm.close());

  it('creates a tournament in every state, each on a Discord server its organiser administers', async () => {
    const all = await em().find(Tournament, {}, { orderBy: { eventName: 'asc', seasonNumber: 'asc' } });
    expect(
      all.filter((t) => t.eventName === 'Valorant Monsoon Cup').map((t) => [t.seasonNumber, t.lifecycle]),
    ).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'draft'],
    ]);
    // The Monsoon Cup's later seasons are its community's history (tested below): one of each stage here.
    const tournaments = all.filter((t) => t.eventName !== 'Valorant Monsoon Cup' || t.seasonNumber === 1);
    const byName = new Map(tournaments.map((t) => [t.eventName, t]));
    expect(tournaments.map((t) => [t.eventName, t.gameId, t.lifecycle, t.archivedAt !== null])).toEqual([
      ['BGMI Masters Series', 'bgmi', 'published', false],
      ['COD Mobile Night Scrims', 'codm', 'draft', true],
      ['Clash Champions War League', 'coc', 'published', false],
      ['Clash India War League', 'coc', 'published', false],
      ['Free Fire Booyah Cup', 'freefire', 'published', false],
      ['PUBG Mobile Campus Clash', 'pubg', 'draft', false],
      ['Valorant Challengers League', 'valorant', 'published', false],
      ['Valorant Monsoon Cup', 'valorant', 'completed', false],
    ]);

    const registration = new Map<string, string>();
    const schedule = new Map<string, string>();
    const stages = new Map<string, string>();
    for (const t of tournaments) {
      const windows = await em().find(
        RegistrationWindow,
        { tournament: t },
        { orderBy: { position: 'asc' } },
      );
      registration.set(t.eventName, windows.length ? registrationStatus(windows, now).status : 'none');
      schedule.set(t.eventName, eventStatus(await calendarOf(t.id), now));
      const phaseStatuses = (await phasesOf(t.id)).map((phase) => phase.status);
      stages.set(
        t.eventName,
        tournamentStage(
          { lifecycle: t.lifecycle, archived: t.archivedAt !== null, registration: windows, phaseStatuses },
          now,
        ),
      );
    }
    // One tournament in every stage of the organiser's lifecycle.
    expect(Object.fromEntries(stages)).toEqual({
      'BGMI Masters Series': 'live',
      'COD Mobile Night Scrims': 'archived',
      'Clash Champions War League': 'live',
      'Clash India War League': 'registration',
      'Free Fire Booyah Cup': 'published',
      'PUBG Mobile Campus Clash': 'draft',
      'Valorant Challengers League': 'live',
      'Valorant Monsoon Cup': 'completed',
    });
    expect(Object.fromEntries(registration)).toEqual({
      'BGMI Masters Series': 'closed',
      'COD Mobile Night Scrims': 'none',
      'Clash Champions War League': 'closed',
      'Clash India War League': 'open',
      'Free Fire Booyah Cup': 'not_started',
      'PUBG Mobile Campus Clash': 'none',
      'Valorant Challengers League': 'closed',
      'Valorant Monsoon Cup': 'closed',
    });
    expect(Object.fromEntries(schedule)).toMatchObject({
      'BGMI Masters Series': 'ongoing',
      'Clash Champions War League': 'ongoing',
      'Clash India War League': 'upcoming',
      'Free Fire Booyah Cup': 'upcoming',
      'Valorant Challengers League': 'ongoing',
      'Valorant Monsoon Cup': 'past',
    });

    for (const t of all) {
      expect(t.publishDate <= '2026-03-15').toBe(true);
      const organiser = await administeredServers(em(), t.createdBy!.id);
      expect(organiser.map((server) => server.id)).toContain(t.server.id);
    }
    expect(byName.get('BGMI Masters Series')).toMatchObject({
      prizePool: '₹10,00,000',
      prizeSplit: [
        { position: 1, percentage: 50 },
        { position: 2, percentage: 30 },
        { position: 3, percentage: 15 },
        { position: 4, percentage: 5 },
      ],
      discordLink: expect.stringMatching(/^https:\/\/discord\.gg\//),
    });
    expect(breakdownStatus(byName.get('Clash India War League')!.breakdown!)).toMatchObject({
      total: 50,
      canSave: true,
    });
  });

  it('stores only roadmaps whose every phase passes the core phase rules, with a planned calendar', async () => {
    for (const t of await em().find(Tournament, { lifecycle: { $ne: 'draft' } })) {
      const rows = await phasesOf(t.id);
      const roadmap = validateRoadmap(rows.map(phaseDraftOf));
      expect(roadmap.errors).toEqual([]);
      rows.forEach((row, index) => {
        expect(validatePhase(phaseDraftOf(row), { phases: roadmap.phases, index })).toEqual([]);
      });
      const calendar = await calendarOf(t.id);
      expect(
        calendar.every((phase) => phase.rounds.length > 0 && phase.rounds.every((r) => r.roundKey)),
      ).toBe(true);
    }
    const duels = await phasesOf((await tournament('Valorant Challengers League')).id);
    expect(duels.map((p) => [p.format, p.participatingTeams, p.numberOfGroups, p.status])).toEqual([
      ['Group Stage', 16, 4, 'completed'],
      ['Single Elimination', 0, null, 'active'],
    ]);
    const ongoing = await phasesOf((await tournament('BGMI Masters Series')).id);
    expect(
      ongoing.map((p) => [
        p.name,
        p.format,
        p.participatingTeams,
        p.numberOfGroups,
        p.matchesPerLobby,
        p.status,
      ]),
    ).toEqual([
      ['Lobby Stage', 'Battle Royale', 32, 2, 4, 'completed'],
      ['Grand Final', 'Battle Royale', 0, 1, 6, 'active'],
    ]);
  });

  it('has the battle-royale season in its final: two lobbies of 16 played, the top 8 of each through', async () => {
    const ongoing = await tournament('BGMI Masters Series');
    const [lobbyStage, final] = await phasesOf(ongoing.id);
    const lobbies = await em().find(
      Lobby,
      { tournament: ongoing },
      { orderBy: [{ phase: { position: 'asc' } }, { position: 'asc' }] },
    );
    expect(lobbies.map((lobby) => [lobby.phase.id, lobby.name, lobby.teams.length])).toEqual([
      [lobbyStage!.id, 'Lobby A', 16],
      [lobbyStage!.id, 'Lobby B', 16],
      [final!.id, 'Lobby A', 16],
    ]);
    // Snake seeding in registration order: seeds 1 and 4 in Lobby A, 2 and 3 in Lobby B.
    const seeds = lobbyStage!.seeds!;
    expect([seeds[0], seeds[3]].every((id) => lobbies[0]!.teams.includes(id!))).toBe(true);
    expect([seeds[1], seeds[2]].every((id) => lobbies[1]!.teams.includes(id!))).toBe(true);

    const matches = await em().find(
      LobbyMatch,
      { tournament: ongoing },
      { orderBy: [{ phase: { position: 'asc' } }, { lobby: { position: 'asc' } }, { number: 'asc' }] },
    );
    expect(matches.map((m) => `${m.phase.id === final!.id ? 'F' : 'L'}${m.number}:${m.status}`)).toEqual([
      ...['L1', 'L2', 'L3', 'L4', 'L1', 'L2', 'L3', 'L4'].map((m) => `${m}:completed`),
      'F1:completed',
      'F2:completed',
      'F3:completed',
      'F4:upcoming',
      'F5:upcoming',
      'F6:upcoming',
    ]);
    for (const match of matches.filter((m) => m.status === 'completed')) {
      expect(match.scheduledTime!.getTime()).toBeLessThan(match.resultsEnteredAt!.getTime());
      expect(match.resultsEnteredAt!.getTime()).toBeLessThan(now.getTime());
    }
    const next = matches.find((m) => m.phase.id === final!.id && m.number === 4)!;
    expect(next.roomId).toBeTruthy();
    expect(next.scheduledTime!.getTime()).toBeGreaterThan(now.getTime());
    expect(next.scheduledTime!.getTime()).toBeLessThan(now.getTime() + 2 * 86_400_000);
    expect(matches.filter((m) => m.number > 4).every((m) => m.roomId === null)).toBe(true);

    // Results as the organiser enters them: placements 1..16 once each, kills only by rostered players.
    const results = await em().find(LobbyResult, { tournament: ongoing }, { populate: ['lobbyMatch'] });
    expect(results).toHaveLength(11 * 16);
    const registrations = await em().find(TournamentRegistration, { tournament: ongoing });
    const rosterOf = new Map(registrations.map((r) => [r.team.id, r.roster]));
    for (const rows of Map.groupBy(results, (r) => r.lobbyMatch.id).values()) {
      expect(rows.map((r) => r.placement).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 16 }, (_, i) => i + 1),
      );
    }
    for (const result of results) {
      expect(result.playerKills.map((line) => line.userId)).toEqual(rosterOf.get(result.team.id));
      expect(result.kills).toBe(result.playerKills.reduce((sum, line) => sum + line.kills, 0));
    }
    expect(results.reduce((sum, r) => sum + r.kills, 0)).toBeGreaterThan(0);

    // The final's field is the top 8 of each lobby, as the product's qualifier rule draws it.
    const loaded = { lobbies: lobbies.slice(0, 2), matches: matches.slice(0, 8), results };
    const standings = lobbyStandings(loaded, lobbyStage!.id, pointsTablePreset('bgmi'));
    const qualified = battleRoyaleQualifiers(standings, [16]);
    expect([...final!.seeds!].sort()).toEqual([...qualified[0]!].sort());
    expect(
      standings.map((lobby) =>
        lobby
          .slice(0, 8)
          .map((row) => row.teamId)
          .sort(),
      ),
    ).toEqual(
      standings.map((lobby) =>
        lobby
          .filter((row) => qualified[0]!.includes(row.teamId))
          .map((r) => r.teamId)
          .sort(),
      ),
    );
  });

  it('shows the public points tables with a leader, and the next room to nobody before its reveal', async () => {
    const ongoing = await tournament('BGMI Masters Series');
    setClock(() => now);
    try {
      const tables = await getEventPointsTables({ em: em(), actor: null }, ongoing.id);
      expect(tables.phases.map((phase) => [phase.phaseName, phase.status, phase.lobbies.length])).toEqual([
        ['Lobby Stage', 'completed', 2],
        ['Grand Final', 'active', 1],
      ]);
      const finalTable = tables.phases[1]!.overall;
      expect(finalTable).toHaveLength(16);
      expect(finalTable[0]).toMatchObject({ rank: 1, matches: 3, team: { name: SEASON_LEADER } });
      expect(finalTable.reduce((sum, row) => sum + row.wwcd, 0)).toBe(3);
      const next = await em().findOneOrFail(LobbyMatch, {
        tournament: ongoing,
        phase: { position: 1 },
        number: 4,
      });
      expect(JSON.stringify(tables)).not.toContain(next.roomPassword!);

      const kabir = await em().findOneOrFail(User, { name: 'Kabir Singh' });
      const kabirActor = { userId: kabir.id, discordId: kabir.discordId ?? null, name: kabir.name };
      const lobbyId = next.lobby.id;
      for (const actor of [null, kabirActor]) {
        const view = await getLobby({ em: em(), actor }, lobbyId);
        expect(view.matches.find((m) => m.number === 4)).toMatchObject({ roomSet: true, room: null });
      }
      // From 15 minutes before the match, the lobby's players see it; an anonymous visitor never does.
      setClock(() => new Date(next.scheduledTime!.getTime() - 10 * 60_000));
      const asKabir = await getLobby({ em: em(), actor: kabirActor }, lobbyId);
      expect(asKabir.viewer.teamId).not.toBeNull();
      expect(asKabir.matches.find((m) => m.number === 4)!.room).toEqual({
        roomId: next.roomId,
        roomPassword: next.roomPassword,
      });
      const anonymous = await getLobby({ em: em(), actor: null }, lobbyId);
      expect(anonymous.matches.find((m) => m.number === 4)!.room).toBeNull();
    } finally {
      resetClock();
    }
  });

  it('has the running tournament mid-playoffs: completed, scheduled, pending, disputed and upcoming matches', async () => {
    const ongoing = await tournament('Valorant Challengers League');
    const matches = await em().find(Match, { tournament: ongoing }, { populate: ['teamA', 'teamB'] });
    const byStatus = Map.groupBy(matches, (m) => m.status);
    expect([...byStatus.keys()].sort()).toEqual([
      'completed',
      'disputed',
      'pending',
      'scheduled',
      'upcoming',
    ]);

    for (const m of byStatus.get('completed')!) {
      expect(m.scoreA! + m.scoreB!).toBeGreaterThan(0);
      expect(m.winner).not.toBeNull();
      expect(m.completedTime!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(m.scheduledTime!.getTime()).toBeLessThan(m.completedTime!.getTime());
    }
    const scheduled = byStatus.get('scheduled')!;
    expect(scheduled.every((m) => m.scheduledTime!.getTime() > now.getTime())).toBe(true);
    expect(scheduled.every((m) => m.scheduledTime!.getTime() < now.getTime() + 3 * 86_400_000)).toBe(true);
    const [disputed] = byStatus.get('disputed')!;
    expect(disputed!.report).toMatchObject({ byTeamId: disputed!.teamB!.id, scoreA: 1, scoreB: 2 });
    expect(disputed!.note).toContain(disputed!.teamA!.name);
    expect(byStatus.get('pending')!.every((m) => m.teamA && m.teamB && m.bracketStatus === 'pending')).toBe(
      true,
    );
    expect(byStatus.get('upcoming')!.every((m) => m.bracketStatus === 'upcoming')).toBe(true);

    const claims = await em().find(StreamClaim, { match: { tournament: ongoing } }, { populate: ['match'] });
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim.url).toMatch(/^https:\/\//);
      expect(['Twitch', 'YouTube', 'Kick', 'Facebook']).toContain(claim.platform);
      expect(claim.match.status).not.toBe('completed');
      expect(await em().count(TournamentStreamer, { tournament: ongoing, user: claim.streamer })).toBe(1);
    }
    expect(claims.map((c) => c.match.status)).toContain('scheduled');
  });

  it('has a finished best-of-3 map veto and one under way on the running Valorant event', async () => {
    const ongoing = await tournament('Valorant Challengers League');
    const vetoes = await em().find(MatchVeto, { match: { tournament: ongoing } }, { populate: ['match'] });
    const byMatch = new Map(vetoes.map((veto) => [veto.match.displayId, veto]));
    const played = (veto: (typeof vetoes)[number]) =>
      veto.actions
        .filter((action) => action.action === 'pick' || action.action === 'decider')
        .map((a) => a.map);
    const finished = byMatch.get('qf-1')!;
    expect(finished.actions).toHaveLength(finished.steps.length);
    expect(new Set(played(finished)).size).toBe(3);
    expect(finished.match.games).toHaveLength(3);
    const underWay = byMatch.get('qf-4')!;
    expect(underWay.actions.length).toBeGreaterThan(0);
    expect(underWay.actions.length).toBeLessThan(underWay.steps.length);
    expect(underWay.match.status).toBe('scheduled');
  });

  it('stores brackets that load back into the engine exactly as they were written', async () => {
    const started = await em().find(
      Phase,
      { seeds: { $ne: null }, format: { $ne: 'Battle Royale' } },
      { populate: ['tournament'] },
    );
    // The Valorant groups and playoffs, the two finished Monsoon Cups, the war league's two phases.
    expect(started).toHaveLength(6);
    for (const phase of started) {
      const rows = await matchesOf(phase);
      expect(rows.map((row) => row.playOrder)).toEqual(rows.map((_, i) => i));
      expect(replay(phase, rows).matches).toEqual(rows.map(toBracketMatch));
    }
    const [groups, playoffs] = await phasesOf((await tournament('Valorant Challengers League')).id);
    const groupState = replay(groups!, await matchesOf(groups!));
    // The qualifiers, cross-seeded as the app seeds them: no quarter-final between teams of one group.
    const qualified = qualifiers(groupState, groups!.qualifyingTeams).flat();
    expect([...playoffs!.seeds!].sort()).toEqual([...qualified].sort());
    if (groupState.format !== 'group-stage') throw new Error('Valorant Challengers League opens with groups');
    const groupOf = (team: string | null) => groupState.groups.findIndex((group) => group.includes(team!));
    const quarterFinals = (await matchesOf(playoffs!)).filter((row) => row.round === 1);
    expect(quarterFinals).toHaveLength(4);
    for (const row of quarterFinals)
      expect(groupOf(row.teamA?.id ?? null)).not.toBe(groupOf(row.teamB?.id ?? null));
    const registered = await em().find(TournamentRegistration, { tournament: groups!.tournament });
    expect(new Set(registered.map((r) => r.team.id))).toEqual(new Set(groups!.seeds));
  });

  it('times every scheduled, played or proposed match inside its calendar round', async () => {
    const matches = await em().find(Match, {
      $or: [{ scheduledTime: { $ne: null } }, { proposal: { $ne: null } }],
    });
    const lobbyMatches = await em().find(LobbyMatch, {});
    expect([matches.length, lobbyMatches.length]).toEqual([expect.any(Number), 2 * 4 + 6]);
    expect(matches.length).toBeGreaterThan(30);
    const timed = [
      ...matches.map((m) => ({ ...m, roundKey: m.roundKey })),
      ...lobbyMatches.map((m) => ({
        ...m,
        displayId: `br-${m.number}`,
        roundKey: lobbyMatchRoundKey(m.number),
        proposal: null,
      })),
    ];
    for (const match of timed) {
      const round = await em().findOneOrFail(CalendarRound, { phase: match.phase, roundKey: match.roundKey });
      const opens = toInstant(round.startDate, round.startTime);
      const closes = toInstant(round.endDate, round.endTime);
      for (const time of [
        match.scheduledTime?.getTime(),
        match.proposal && Date.parse(match.proposal.time),
      ]) {
        if (!time) continue;
        expect(time, `${match.displayId} at ${new Date(time).toISOString()}`).toBeGreaterThanOrEqual(opens);
        expect(time, `${match.displayId} at ${new Date(time).toISOString()}`).toBeLessThanOrEqual(closes);
      }
    }
  });

  it('has a finished tournament whose champion is the stored winner of its final', async () => {
    const past = await tournament('Valorant Monsoon Cup');
    const [phase] = await phasesOf(past.id);
    expect(phase!.status).toBe('completed');
    const rows = await matchesOf(phase!);
    expect(rows.every((row) => row.status === 'completed' && row.bracketStatus === 'completed')).toBe(true);
    const state = replay(phase!, rows);
    const final = rows.find((row) => row.displayId === 'gf')!;
    expect(champion(state)).toBe(final.winner!.id);
    const winner = await em().findOneOrFail(Team, { id: final.winner!.id });
    expect(winner.gameId).toBe('valorant');
  });

  it('rates the demo communities’ players from their results, the champion’s roster among them', async () => {
    const past = await tournament('Valorant Monsoon Cup');
    const [phase] = await phasesOf(past.id);
    const final = (await matchesOf(phase!)).find((row) => row.displayId === 'gf')!;
    const entry = await em().findOneOrFail(TournamentRegistration, {
      tournament: past.id,
      team: final.winner!.id,
    });
    expect(entry.roster.length).toBeGreaterThan(0);
    const rated = await em().find(CommunityRating, { server: past.server.id, user: { $in: entry.roster } });
    expect(rated).toHaveLength(entry.roster.length);
    // Every one of them has played: less uncertain than openskill's start (25/3).
    for (const row of rated) expect(Number(row.sigma)).toBeLessThan(25 / 3);
  });

  it('has a community with three seasons of one series, its circuit leaderboard and staff', async () => {
    const page = await getCommunityPage({ em: em(), actor: null }, 'valorant-india-hub');
    expect(page.name).toBe('Valorant India Hub');
    // Published seasons only: the third is still a draft.
    expect(page.past.map((event) => event.title)).toEqual(
      expect.arrayContaining(['Valorant Monsoon Cup Season 2', 'Valorant Monsoon Cup Season 1']),
    );
    const seasons = page.champions.find((series) => series.series === 'Valorant Monsoon Cup')!.seasons;
    expect(seasons.map((season) => season.seasonNumber)).toEqual([2, 1]);
    const draft = await tournament('Valorant Monsoon Cup', 3);
    expect([draft.lifecycle, draft.server.id]).toEqual([
      'draft',
      (await tournament('Valorant Monsoon Cup')).server.id,
    ]);

    const [circuit] = page.circuits;
    expect(circuit!.series).toBe('Valorant Monsoon Cup');
    expect(circuit!.table[0]).toEqual({ from: 1, to: 1, points: 100 });
    // The two finished seasons' top four (places 1, 2, 3-4 score), Orbit Esports in both: it leads on
    // points without a title; the two champions tie, shown A to Z.
    expect(circuit!.teams.map((row) => [row.rank, row.name, row.points, row.titles, row.seasons])).toEqual([
      [1, 'Orbit Esports', 120, 0, 2],
      [2, 'Pune Phantoms', 100, 1, 1],
      [2, 'Shadow Syndicate', 100, 1, 1],
      [4, 'Night Owls Esports', 70, 0, 1],
      [5, 'Himalayan Yetis', 50, 0, 1],
      [5, 'Nova Collective', 50, 0, 1],
      [7, 'Bombay Bravehearts', 50, 0, 1],
    ]);
    expect(circuit!.players.length).toBeGreaterThan(0);
    expect(page.staff).toHaveLength(2);
    expect(page.staff).toEqual(
      expect.arrayContaining([
        { name: 'Meera Pillai', role: 'Co-organiser' },
        { name: 'Rohan Kapoor', role: 'Streamer' },
      ]),
    );
  });

  it('gives the demo people organiser, captain, player and streamer roles and varied game accounts', async () => {
    const users = await em().find(User, { isDemo: true });
    expect(users).toHaveLength(12);
    expect(users.every((u) => /^\d{17,20}$/.test(u.discordId ?? ''))).toBe(true);
    const organisers = [];
    for (const user of users) {
      if ((await administeredServers(em(), user.id)).length > 0) organisers.push(user.name);
    }
    // Aarav and Priya administer servers; Meera co-organises the Valorant hub's community.
    expect(organisers.sort()).toEqual(['Aarav Mehta', 'Meera Pillai', 'Priya Iyer']);
    expect(await em().count(TeamMember, { role: 'captain' })).toBeGreaterThanOrEqual(4);
    expect(await em().count(TournamentStreamer)).toBeGreaterThan(0);

    const accounts = await em().find(GameAccount, {});
    const count = (status: string) => accounts.filter((a) => a.status === status).length;
    expect(count('verified')).toBeGreaterThan(count('pending') + count('rejected'));
    expect(count('pending')).toBeGreaterThanOrEqual(2);
    const [rejected] = accounts.filter((a) => a.status === 'rejected');
    expect(rejected?.rejectionReason).toBeTruthy();
  });

  it('records player lines for the played matches of the teams with rosters', async () => {
    const past = await tournament('Valorant Monsoon Cup');
    const lines = await em().find(
      MatchPlayerStat,
      { match: { tournament: past } },
      { populate: ['match', 'user'] },
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.match.status === 'completed')).toBe(true);
    expect(new Set(lines.map((line) => line.user.name))).toContain('Sneha Kulkarni');
    // Battle royale kills come from the entered results, every squad's players included.
    const ongoing = await tournament('BGMI Masters Series');
    const results = await em().find(LobbyResult, { tournament: ongoing });
    const kabir = await em().findOneOrFail(User, { name: 'Kabir Singh' });
    expect(results.some((r) => r.playerKills.some((line) => line.userId === kabir.id))).toBe(true);
    expect(results.every((r) => r.playerKills.length === 4)).toBe(true);
  });

  it('plays a Clash of Clans war league: league wars fought with their figures, knockout wars to come', async () => {
    const league = await tournament('Clash Champions War League');
    const matches = await em().find(
      Match,
      { tournament: league },
      { populate: ['phase', 'teamA', 'teamB'], orderBy: { playOrder: 'asc' } },
    );
    const byPhase = (name: string) => matches.filter((m) => m.phase.name === name);
    expect(byPhase('League Stage').map((m) => m.status)).toEqual(Array(6).fill('completed'));
    expect(byPhase('Knockout Wars').map((m) => [m.displayId, m.status])).toEqual([
      ['sf-1', 'completed'],
      ['sf-2', 'scheduled'],
      ['final', 'upcoming'],
    ]);
    const sf2 = byPhase('Knockout Wars')[1]!;
    expect(sf2.scheduledTime!.getTime()).toBeGreaterThan(now.getTime());
    const played = matches.filter((m) => m.status === 'completed');
    // A war's score is its stars: at most three a base, four bases a side, never drawn.
    for (const war of played) {
      expect(war.scoreA! <= 12 && war.scoreB! <= 12 && war.scoreA !== war.scoreB).toBe(true);
      const lines = await em().find(MatchPlayerStat, { match: war });
      for (const side of [
        { team: war.teamA!.id, stars: war.scoreA!, against: war.scoreB! },
        { team: war.teamB!.id, stars: war.scoreB!, against: war.scoreA! },
      ]) {
        const own = lines.filter((line) => line.team.id === side.team);
        expect(own.length).toBeGreaterThanOrEqual(3);
        expect(own.reduce((sum, line) => sum + line.offense, 0)).toBe(side.stars);
        // A lineup short of a player leaves one base without a line: its stars conceded go unrecorded.
        expect(own.reduce((sum, line) => sum + (3 - line.defense), 0)).toBe(
          Math.min(side.against, own.length * 3),
        );
        expect(own.every((line) => line.kills === 0 && line.deaths === 0 && line.army > 0)).toBe(true);
      }
    }
    expect(league.breakdown).toMatchObject({ '17': 1, '16': 1, '15': 1, '14': 1 });
  });

  it('posts announcements of every type, each with an author', async () => {
    const announcements = await em().find(Announcement, {}, { orderBy: { createdAt: 'desc' } });
    expect(new Set(announcements.map((a) => a.type))).toEqual(new Set(['important', 'warning', 'info']));
    expect(announcements.every((a) => a.author !== null && a.createdAt <= now)).toBe(true);
    const ongoing = await tournament('BGMI Masters Series');
    const latest = await em().findOneOrFail(
      Announcement,
      { tournament: ongoing },
      { orderBy: { createdAt: 'desc' } },
    );
    expect(latest.type).toBe('important');
  });

  it('writes nothing on a second call', async () => {
    const before = await Promise.all([em().count(User), em().count(Team), em().count(Match)]);
    expect(await seedDemoData(em(), { now })).toEqual({ seeded: false });
    expect(await Promise.all([em().count(User), em().count(Team), em().count(Match)])).toEqual(before);
    expect(await em().count(Tournament)).toBe(10);
  });

  it('seeds exactly once when two processes start on an empty database together', async () => {
    await emptyDatabase();
    const results = await Promise.all([seedDemoData(em(), { now }), seedDemoData(em(), { now })]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await em().count(Tournament)).toBe(10);
    expect(await em().count(User, { isDemo: true })).toBe(12);
    // A whole seed, the second process waiting on the first: slow on a busy machine, as in beforeAll.
  }, 120_000);

  it('seeds again after the tournaments are removed, reusing the people and teams already there', async () => {
    const teams = await em().count(Team);
    await em().nativeDelete(Tournament, {});
    expect(await seedDemoData(em(), { now })).toEqual({ seeded: true });
    expect(await em().count(User, { isDemo: true })).toBe(12);
    expect(await em().count(Team)).toBe(teams);
    expect(await em().count(Tournament)).toBe(10);
  });
});
