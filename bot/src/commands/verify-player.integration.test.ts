import { cocTokenRef, cocVerificationJob, GameAccount } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { startApiProcess } from '../test-support/api-process.ts';
import { person, stranger, verifiedAccount } from '../test-support/bot-fixtures.ts';
import { PUBLIC_URL, useBotInGuild } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';

describe('/verify-player through the HTTP transport', () => {
  const bot = useBotInGuild();

  const verify = (user: { id: string; name: string }, options: Record<string, string>) =>
    commandInteraction('verify-player', options, { user, guildId: bot.guildId });

  it('starts a Clash of Clans check: defers, records the pending claim, queues the worker job', async () => {
    const player = stranger('Kabir Singh');
    const answer = await bot.answer(
      verify(player, { game: 'coc', 'player-tag': ' 2ppojccl', token: 'abc123de' }),
    );
    expect(answer.initial.body).toEqual({ type: 5, data: { flags: 64 } });
    expect(answer).toMatchObject({
      content:
        'Checking #2PP0JCCL with Clash of Clans. You will see it as Verified on your profile once the check passes.',
      ephemeral: true,
    });
    const account = await bot.orm.em
      .fork()
      .findOneOrFail(GameAccount, { gameId: 'coc', inGameId: '#2PP0JCCL' }, { populate: ['user'] });
    expect(account).toMatchObject({ status: 'pending', method: 'coc_token' });
    expect(account.user.discordId).toBe(player.id);
    const tokenRef = cocTokenRef(account.id, 'abc123de');
    const jobId = cocVerificationJob.jobId?.({
      accountId: account.id,
      userId: account.user.id,
      playerTag: '#2PP0JCCL',
      tokenRef,
    });
    const job = await bot.queues.queue(cocVerificationJob.queue).getJob(jobId ?? '');
    // The job names the token by reference; the token itself waits in Redis for the worker.
    expect(job?.data).toEqual({
      accountId: account.id,
      userId: account.user.id,
      playerTag: '#2PP0JCCL',
      tokenRef,
    });
  });

  it('sends BGMI players to the upload page', async () => {
    const answer = await bot.answer(verify(stranger('Ghost'), { game: 'bgmi' }));
    expect(answer.content).toBe(
      `BGMI accounts are verified with a short gameplay video. Upload it here: ${PUBLIC_URL}/settings/game-accounts`,
    );
  });

  it('refuses a tag another player has already verified', async () => {
    const owner = await person(bot.orm, 'Owner');
    await verifiedAccount(bot.orm, owner.userId, 'coc', '#QQQ');
    const answer = await bot.answer(
      verify(stranger('Impostor'), { game: 'coc', 'player-tag': '#QQQ', token: 'x1' }),
    );
    expect(answer).toMatchObject({
      content: 'This account is already verified by another player',
      ephemeral: true,
    });
  });

  it("checks tag and token per game, with the web form's messages", async () => {
    const player = stranger('Typo');
    expect((await bot.answer(verify(player, { game: 'coc', 'player-tag': '#2PP' }))).content).toBe(
      'Verification token is required',
    );
    expect((await bot.answer(verify(player, { game: 'coc', token: 'abc' }))).content).toBe(
      'In-game ID is required',
    );
    expect(
      (await bot.answer(verify(player, { game: 'coc', 'player-tag': '#ABC', token: 'abc' }))).content,
    ).toBe('Enter a valid Clash of Clans player tag: # then 3 to 12 of the characters 0289PYLQGRJCUV');
  });

  it('runs a replayed interaction once: the replay is refused and no second claim is made', async () => {
    const player = stranger('Replay');
    const payload = verify(player, { game: 'coc', 'player-tag': '#P2YQ', token: 'once1234' });
    const first = await bot.answer(payload);
    expect(first.content).toBe(
      'Checking #P2YQ with Clash of Clans. You will see it as Verified on your profile once the check passes.',
    );
    const replay = await bot.send(payload);
    expect(replay.status).toBe(409);
    const answers = bot.discord.webhookCalls.filter((call) => call.token === payload.token);
    expect(answers).toHaveLength(1);
    const claims = await bot.orm.em.fork().count(GameAccount, { gameId: 'coc', inGameId: '#P2YQ' });
    expect(claims).toBe(1);
  });

  it('refuses 30 calls after the website spent the verification limit: one budget for both doors', async () => {
    const api = await startApiProcess();
    try {
      const player = await person(bot.orm, 'Spender', { demo: true });
      const cookie = await api.signIn(player.userId);
      const verifyOnWeb = (token: string) =>
        fetch(`${api.base}/api/verify/coc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ playerTag: '#2PP0JCC', token }),
        });
      // The website's Verify Account form, sent until its limit of 10 in 10 minutes is spent.
      for (let call = 0; call < 10; call++) expect((await verifyOnWeb(`web${call}`)).status).toBe(202);
      const refusedOnWeb = await verifyOnWeb('web10');
      expect(refusedOnWeb.status).toBe(429);
      expect(await refusedOnWeb.json()).toMatchObject({
        error: 'Too many requests. Please wait a moment and try again.',
      });

      for (let call = 0; call < 30; call++) {
        const answer = await bot.answer(
          verify(player, { game: 'coc', 'player-tag': '#Q0Q0', token: `try${call}` }),
        );
        expect(answer).toMatchObject({
          content: 'Too many requests. Please wait a moment and try again.',
          ephemeral: true,
        });
      }
      const claims = await bot.orm.em.fork().find(GameAccount, { user: player.userId });
      expect(claims.map((claim) => claim.inGameId)).toEqual(['#2PP0JCC']);
    } finally {
      await api.close();
    }
  }, 90_000);

  it('works in a DM with the bot', async () => {
    const player = stranger('Direct');
    const {
      guild_id: _guild,
      member,
      ...rest
    } = verify(player, {
      game: 'coc',
      'player-tag': '#LQ9',
      token: 'dm123456',
    });
    const answer = await bot.answer({ ...rest, user: member.user, context: 1 });
    expect(answer.content).toBe(
      'Checking #LQ9 with Clash of Clans. You will see it as Verified on your profile once the check passes.',
    );
  });

  it('names the games it verifies when asked for another one', async () => {
    const answer = await bot.answer(verify(stranger('Valorant Fan'), { game: 'valorant' }));
    expect(answer).toMatchObject({
      content: 'Choose Clash of Clans or BGMI: these are the games whose accounts Galaxia verifies',
      ephemeral: true,
    });
  });
});
