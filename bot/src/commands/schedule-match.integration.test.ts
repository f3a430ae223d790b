import { addDays, istToday } from '@galaxia/core';
import { Match, matchReminderJob } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { pendingFinal, stranger } from '../test-support/bot-fixtures.ts';
import { PUBLIC_URL, useBotInGuild } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';

describe('/schedule-match through the HTTP transport', () => {
  const bot = useBotInGuild();

  const tomorrow = () => addDays(istToday(new Date()), 1);
  const schedule = (user: { id: string; name: string }, match: string, time: string) =>
    commandInteraction('schedule-match', { match, time }, { user, guildId: bot.guildId });

  it('proposes a time for one rep, and schedules it (with its check-in reminder) when the other names it', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const when = `${tomorrow()} 18:30`;
    const instant = new Date(`${tomorrow()}T13:00:00.000Z`);
    const link = `${PUBLIC_URL}/events/${final.tournamentId}/matches/${final.matchId}`;
    const unix = Math.floor(instant.getTime() / 1000);

    const proposed = await bot.answer(schedule(final.teamA.captain, final.matchId, when));
    expect(proposed).toMatchObject({
      content: `You proposed <t:${unix}:F> for Final. The other team's captain can accept it on the match page or with /schedule-match: ${link}`,
      ephemeral: true,
    });
    const afterProposal = await bot.orm.em.fork().findOneOrFail(Match, { id: final.matchId });
    expect(afterProposal.proposal).toMatchObject({ time: instant.toISOString(), byTeamId: final.teamA.id });

    const agreed = await bot.answer(schedule(final.teamB.captain, final.matchId, when));
    expect(agreed.content).toBe(
      `Final is scheduled for <t:${unix}:F>. Both teams get a check-in reminder 30 minutes before: ${link}`,
    );
    const scheduled = await bot.orm.em.fork().findOneOrFail(Match, { id: final.matchId });
    expect(scheduled).toMatchObject({ status: 'scheduled', proposal: null });
    expect(scheduled.scheduledTime?.toISOString()).toBe(instant.toISOString());
    const reminder = await bot.queues
      .queue(matchReminderJob.queue)
      .getJob(`match-reminder.${final.matchId}.${instant.getTime()}`);
    expect(await reminder?.getState()).toBe('delayed');
    expect(reminder?.data.scheduledTime).toBe(instant.toISOString());
  });

  it('suggests the pending matches of teams the person captains', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const typing = commandInteraction(
      'schedule-match',
      { match: '' },
      { user: final.teamB.captain, guildId: bot.guildId, focused: 'match' },
      4,
    );
    expect((await bot.send(typing)).body).toEqual({
      type: 8,
      data: { choices: [{ name: 'Final: Night Owls vs Storm Riders (Clash Finals)', value: final.matchId }] },
    });
  });

  it('refuses someone who represents neither team', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const answer = await bot.answer(schedule(stranger('Outsider'), final.matchId, `${tomorrow()} 18:30`));
    expect(answer).toMatchObject({
      content: 'Only a representative of one of the two teams can do that',
      ephemeral: true,
    });
  });

  it('answers a time it cannot read, or one in the past, with what to type', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    expect((await bot.answer(schedule(final.teamA.captain, final.matchId, 'tomorrow evening'))).content).toBe(
      'Enter the time as YYYY-MM-DD HH:MM in IST, e.g. 2025-03-15 18:30',
    );
    expect((await bot.answer(schedule(final.teamA.captain, final.matchId, '2020-01-01 10:00'))).content).toBe(
      'The proposed time must be in the future',
    );
    expect((await bot.answer(schedule(final.teamA.captain, 'final', `${tomorrow()} 18:30`))).content).toBe(
      'Match not found',
    );
  });

  it('answers someone whose Discord is in Hindi (locale hi) in Hindi, refusals included', async () => {
    const final = await pendingFinal(bot.orm, bot.guildId);
    const when = `${tomorrow()} 18:30`;
    const unix = Math.floor(new Date(`${tomorrow()}T13:00:00.000Z`).getTime() / 1000);
    const link = `${PUBLIC_URL}/events/${final.tournamentId}/matches/${final.matchId}`;
    const inHindi = (user: { id: string; name: string }, match: string, time: string) =>
      commandInteraction('schedule-match', { match, time }, { user, guildId: bot.guildId, locale: 'hi' });

    expect((await bot.answer(inHindi(final.teamA.captain, final.matchId, 'tomorrow evening'))).content).toBe(
      'समय IST में YYYY-MM-DD HH:MM के रूप में लिखें, जैसे 2025-03-15 18:30',
    );
    expect((await bot.answer(inHindi(stranger('Bahari'), final.matchId, when))).content).toBe(
      'यह केवल दोनों टीमों में से किसी एक का प्रतिनिधि कर सकता है',
    );
    expect((await bot.answer(inHindi(final.teamA.captain, final.matchId, when))).content).toBe(
      `आपने Final के लिए <t:${unix}:F> का समय सुझाया। दूसरी टीम का कप्तान इसे मैच पेज पर या /schedule-match से स्वीकार कर सकता है: ${link}`,
    );
    expect((await bot.answer(inHindi(final.teamB.captain, final.matchId, when))).content).toBe(
      `Final का समय <t:${unix}:F> तय हुआ। दोनों टीमों को 30 मिनट पहले चेक-इन की याद दिलाई जाएगी: ${link}`,
    );
  });
});
