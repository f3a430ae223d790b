import {
  type CompetitionPorts,
  clockFrom,
  type DiscordNotification,
  enterLobbyResults,
  LobbyMatch,
  loadNotificationFacts,
  NO_PORTS,
  now,
  Phase,
  resetClock,
  setClock,
  setLobbyRoom,
} from '@galaxia/core/server';
import { actorOf, dbOf, lobbyGrandFinal, lobbyStage, startedSquadSeason } from '@galaxia/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { logMessage, notificationMessage } from '../notices/render-notice.ts';
import { useScheduledJob } from '../test-support/running-workers.ts';
import { lobbyPhaseCloseProcessor } from './lobby-phase-close.ts';

/** Issue 28 item 2: a lobby phase closes once its last result is past the flag window, on the shared clock. */
describe('closing battle-royale phases on the workers timer', () => {
  const posts: DiscordNotification[] = [];
  const updates: string[] = [];
  // The pass sweeps every tournament in the database, other test files' too (some run at the same time):
  // only this test's one is heard, and what it closed is read from its own phases, not from the pass's count.
  let watched = '';
  const ports: CompetitionPorts = {
    notify: async (notification) => {
      if (notification.tournamentId === watched) posts.push(notification);
    },
    publish: async (tournamentId, update) => {
      if (tournamentId !== watched) return;
      if (update.type === 'phase') updates.push(`phase ${update.phaseIndex} ${update.status}`);
    },
  };
  const { services, pass } = useScheduledJob(({ orm }) => lobbyPhaseCloseProcessor({ orm, ports }));
  afterEach(() => resetClock());

  async function lobbyStagePlayed(eventName: string, finalStartsItself: boolean) {
    const db = dbOf(services.orm);
    const season = await startedSquadSeason(db, [lobbyStage({ qualifyingTeams: [4] }), lobbyGrandFinal()], {
      eventName,
    });
    const organiser = season.ctx(actorOf(season.organiser));
    const [match] = await db.em().find(LobbyMatch, { tournament: season.tournamentId });
    await setLobbyRoom(
      organiser,
      {
        lobbyMatchId: match!.id,
        scheduledTime: new Date(now().getTime() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    const enteredAt = now();
    await enterLobbyResults(
      season.ctx(actorOf(season.organiser)),
      {
        lobbyMatchId: match!.id,
        results: season.teams.map((team, i) => ({
          teamId: team.id,
          placement: i + 1,
          kills: team.players.map((player) => ({ userId: player.userId, kills: 1 })),
        })),
      },
      NO_PORTS,
    );
    const phases = () =>
      db.em().find(Phase, { tournament: season.tournamentId }, { orderBy: { position: 'asc' } });
    const statuses = async () => (await phases()).map((phase) => phase.status);
    const startedAutomatically = async () => (await phases()).map((phase) => phase.startedAutomatically);

    if (!finalStartsItself)
      await db
        .em()
        .nativeUpdate(Phase, { tournament: season.tournamentId, position: 1 }, { autoStart: false });
    posts.length = 0;
    updates.length = 0;
    watched = season.tournamentId;
    return { enteredAt, statuses, startedAutomatically, db };
  }

  it('keeps the lobby stage open for 15 minutes after its last result, then starts the final', async () => {
    const { enteredAt, statuses, startedAutomatically, db } = await lobbyStagePlayed('Timer Open', true);
    await pass();
    // A minute before the window ends (the result may carry the very millisecond of enteredAt, which
    // puts the end of its window exactly at +15).
    setClock(clockFrom(new Date(enteredAt.getTime() + 14 * 60_000)));
    await pass();
    expect(await statuses()).toEqual(['active', 'not_started']);
    expect(updates).toEqual([]);

    setClock(clockFrom(new Date(enteredAt.getTime() + 16 * 60_000)));
    await pass();
    expect(await statuses()).toEqual(['completed', 'active']);
    // The organiser started the stage; the stage's close started the final.
    expect(await startedAutomatically()).toEqual([false, true]);
    expect(updates).toEqual(['phase 0 completed', 'phase 1 active']);
    expect(posts.map((post) => [post.kind, 'automatic' in post && post.automatic])).toEqual([
      ['phase-started', true],
    ]);
    const facts = (await loadNotificationFacts(db.em(), posts[0]!))!;
    expect(notificationMessage(facts, 'https://galaxia.test').embeds?.[0]?.description).toBe(
      'The matches of Grand Final in Timer Open are out. Find yours on the bracket. It started automatically once its qualifiers were known.',
    );
    expect(logMessage(facts, 'https://galaxia.test')?.embeds?.[0]?.description).toBe(
      'This phase of Timer Open started automatically once its qualifiers were known.',
    );
    await pass();
    expect(updates).toEqual(['phase 0 completed', 'phase 1 active']);
    expect(posts).toHaveLength(1);
  });

  it('leaves the next phase to the organiser when they chose to start it themselves', async () => {
    const { enteredAt, statuses } = await lobbyStagePlayed('Hands-on Open', false);
    setClock(clockFrom(new Date(enteredAt.getTime() + 16 * 60_000)));
    await pass();
    expect(await statuses()).toEqual(['completed', 'not_started']);
    expect(updates).toEqual(['phase 0 completed']);
    expect(posts).toEqual([]);
  });
});
