import { clockFrom, GameAccount, resetClock, setClock } from '@galaxia/core/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useScheduledJob } from '../test-support/running-workers.ts';
import { createPlayer } from '../test-support/test-services.ts';
import { verificationSweepProcessor } from './verification-sweep.ts';

const DAY = 86_400_000;

describe('verification sweep (PostgreSQL, the clock moved)', () => {
  const { services, pass: sweep } = useScheduledJob(({ orm }) => verificationSweepProcessor({ orm }));
  afterEach(() => resetClock());

  const claim = async (name: string) => {
    const player = await createPlayer(services.orm, name);
    const em = services.orm.em.fork();
    const account = em.create(GameAccount, {
      user: player.userId,
      gameId: 'bgmi',
      inGameId: String(5_000_000_000 + Math.floor(Math.random() * 1e9)),
      inGameName: name,
      status: 'pending',
      method: 'bgmi_video',
    });
    await em.flush();
    return account.id;
  };
  const stored = (id: string) => services.orm.em.fork().findOneOrFail(GameAccount, { id });

  it('lapses a claim nobody reviewed for 14 days, so it no longer blocks the id, and keeps a younger one', async () => {
    setClock(clockFrom(new Date(Date.now() - 15 * DAY)));
    const stale = await claim('Squatter');
    setClock(clockFrom(new Date(Date.now() - 13 * DAY)));
    const young = await claim('Patient');
    resetClock();

    expect(await sweep()).toMatchObject({ expired: 1 });
    expect(await stored(stale)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Nobody reviewed this video within 14 days: send it again when your team applies',
    });
    expect((await stored(young)).status).toBe('pending');

    // A day later the younger one lapses too.
    setClock(clockFrom(new Date(Date.now() + 1.5 * DAY)));
    expect(await sweep()).toMatchObject({ expired: 1 });
    expect((await stored(young)).status).toBe('rejected');
  });
});
