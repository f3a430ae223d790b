import { afterEach, describe, expect, it, vi } from 'vitest';
import { discordNotificationJob } from '../../../jobs/discord-notification-job.ts';
import { matchReminderJob, reminderDelayMs } from '../../../jobs/match-reminder-job.ts';
import { collectEffects } from './competition-ports.ts';
import { queuePorts, redisPublisher, tournamentUpdatesChannel } from './queue-ports.ts';

const tournamentId = '5d7e2c1a-0b9f-4e3d-8c2b-1a0f9e8d7c6b';
const matchId = '7c6b5a49-3827-4160-9f8e-7d6c5b4a3928';

describe('match reminder', () => {
  it('goes out 30 minutes before the match, or at once when that moment has passed', () => {
    const start = new Date('2031-03-05T12:00:00Z');
    expect(reminderDelayMs(start, new Date('2031-03-05T10:00:00Z'))).toBe(90 * 60_000);
    expect(reminderDelayMs(start, new Date('2031-03-05T11:45:00Z'))).toBe(0);
  });

  it('has one job id per match and time, the same time however it is written', () => {
    const at = (time: string) => matchReminderJob.jobId?.({ tournamentId, matchId, scheduledTime: time });
    expect(at('2031-03-05T12:00:00.000Z')).toBe(`match-reminder.${matchId}.1930478400000`);
    expect(at('2031-03-05T17:30:00.000+05:30')).toBe(at('2031-03-05T12:00:00.000Z'));
    expect(at('2031-03-06T12:00:00.000Z')).not.toBe(at('2031-03-05T12:00:00.000Z'));
  });

  it('adds the delayed jobs of the new time without touching Redis otherwise (reminder at T−30, check-in close at T), and adds none for a time already past', async () => {
    const calls: string[] = [];
    const queues = {
      enqueue: async (_job: unknown, data: { scheduledTime: string }, options?: { delayMs?: number }) => {
        calls.push(`add ${data.scheduledTime} after ${options?.delayMs}`);
      },
    } as never;
    const { schedule } = queuePorts(queues);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-05T10:00:00Z') });
    await schedule({ tournamentId, matchId, scheduledTime: new Date('2031-03-05T12:00:00Z') });
    await schedule({ tournamentId, matchId, scheduledTime: new Date('2031-03-05T09:00:00Z') });
    vi.useRealTimers();
    expect(calls).toEqual([
      `add 2031-03-05T12:00:00.000Z after ${90 * 60_000}`,
      `add 2031-03-05T12:00:00.000Z after ${120 * 60_000}`,
    ]);
  });
});

describe('lobby map check-in close', () => {
  it('is set for the map’s time, or runs at once for a time already past (its no-shows are still decided)', async () => {
    const calls: string[] = [];
    const queues = {
      enqueue: async (
        job: { name: string },
        data: { scheduledTime: string },
        options?: { delayMs?: number },
      ) => {
        calls.push(`${job.name} at ${data.scheduledTime} after ${options?.delayMs}`);
      },
    } as never;
    const { lobbyCheckInClose } = queuePorts(queues);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-05T10:00:00Z') });
    const lobbyMatchId = matchId;
    await lobbyCheckInClose({ tournamentId, lobbyMatchId, scheduledTime: new Date('2031-03-05T12:00:00Z') });
    await lobbyCheckInClose({ tournamentId, lobbyMatchId, scheduledTime: new Date('2031-03-05T09:00:00Z') });
    vi.useRealTimers();
    expect(calls).toEqual([
      `lobby.check-in-close at 2031-03-05T12:00:00.000Z after ${120 * 60_000}`,
      'lobby.check-in-close at 2031-03-05T09:00:00.000Z after 0',
    ]);
  });
});

describe('map veto opening', () => {
  it('adds the opening job at the time the organiser set, or at once when it has passed', async () => {
    const calls: string[] = [];
    const queues = {
      enqueue: async (job: { name: string }, data: { opensAt?: string }, options?: { delayMs?: number }) => {
        if (data.opensAt) calls.push(`${job.name} at ${data.opensAt} after ${options?.delayMs}`);
      },
    } as never;
    const { schedule } = queuePorts(queues);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-05T10:00:00Z') });
    const scheduledTime = new Date('2031-03-05T12:00:00Z');
    await schedule({ tournamentId, matchId, scheduledTime, vetoOpensAt: new Date('2031-03-05T11:00:00Z') });
    await schedule({ tournamentId, matchId, scheduledTime, vetoOpensAt: new Date('2031-03-05T09:00:00Z') });
    await schedule({ tournamentId, matchId, scheduledTime, vetoOpensAt: null });
    vi.useRealTimers();
    expect(calls).toEqual([
      `match.veto-open at 2031-03-05T11:00:00.000Z after ${60 * 60_000}`,
      'match.veto-open at 2031-03-05T09:00:00.000Z after 0',
    ]);
  });
});

describe('discord notification job ids', () => {
  const id = (data: Parameters<NonNullable<typeof discordNotificationJob.jobId>>[0]) =>
    discordNotificationJob.jobId?.(data);

  it('names one message per fact, a new time being a new fact', () => {
    expect(id({ kind: 'match-completed', tournamentId, matchId })).toBe(`discord.match-completed.${matchId}`);
    const scheduled = (time: string) =>
      id({ kind: 'match-scheduled', tournamentId, matchId, scheduledTime: time });
    expect(scheduled('2031-03-05T12:00:00.000Z')).not.toBe(scheduled('2031-03-05T13:00:00.000Z'));
    expect(scheduled('2031-03-05T12:00:00.000Z')).toBe(scheduled('2031-03-05T17:30:00.000+05:30'));
    expect(id({ kind: 'tournament-completed', tournamentId })).not.toContain(':');
  });

  it('posts a corrected result again: a match’s result at another version is another fact', () => {
    const result = (kind: 'match-completed' | 'dispute-resolved', resultVersion: number) =>
      id({ kind, tournamentId, matchId, resultVersion });
    expect(result('match-completed', 3)).toBe(`discord.match-completed.${matchId}.v3`);
    expect(result('match-completed', 3)).toBe(result('match-completed', 3));
    expect(result('match-completed', 4)).not.toBe(result('match-completed', 3));
    expect(result('dispute-resolved', 4)).not.toBe(result('dispute-resolved', 3));
  });

  it('refuses a payload that names nothing', () => {
    expect(() => discordNotificationJob.schema.parse({ kind: 'announcement', tournamentId })).toThrow();
  });
});

describe('live updates', () => {
  it('travel on the tournament channel as JSON', async () => {
    const publish = vi.fn(async () => 1);
    await redisPublisher({ publish } as never)(tournamentId, { type: 'match', matchId, status: 'scheduled' });
    expect(tournamentUpdatesChannel(tournamentId)).toBe(`galaxia:events:${tournamentId}`);
    expect(publish).toHaveBeenCalledWith(
      `galaxia:events:${tournamentId}`,
      JSON.stringify({ type: 'match', matchId, status: 'scheduled' }),
    );
  });
});

describe('collectEffects', () => {
  afterEach(() => vi.restoreAllMocks());

  it('releases everything gathered, and a failing port neither throws nor stops the others', async () => {
    const effects = collectEffects(tournamentId);
    effects.publish({ type: 'tournament', lifecycle: 'completed' });
    effects.notify({ kind: 'tournament-completed', tournamentId });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notify = vi.fn(async () => undefined);
    await effects.release({
      publish: async () => {
        throw new Error('redis down');
      },
      notify,
    });
    expect(notify).toHaveBeenCalledWith({ kind: 'tournament-completed', tournamentId });
    expect(logged).toHaveBeenCalledOnce();
  });
});
