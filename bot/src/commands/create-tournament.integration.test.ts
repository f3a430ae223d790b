import { DiscordServer, ServerMembership, Tournament, User } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { guild, makeAdmin, person, snowflake, stranger } from '../test-support/bot-fixtures.ts';
import { PERMISSIONS, PUBLIC_URL, useBotHarness } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';

describe('/create-tournament through the HTTP transport', () => {
  const newGuild = snowflake();
  const bot = useBotHarness({ guilds: { [newGuild]: 'Fresh Esports' } });

  const create = (
    from: Parameters<typeof commandInteraction>[2],
    options: Record<string, string | number> = {},
  ) =>
    commandInteraction(
      'create-tournament',
      { name: 'Monsoon Cup', season: 3, game: 'valorant', ...options },
      from,
    );

  it('creates the draft for an admin of a server new to Galaxia, and links to its first step', async () => {
    const admin = stranger('Aarav Admin');
    const answer = await bot.answer(
      create({ user: admin, guildId: newGuild, permissions: PERMISSIONS.manageGuild }),
    );
    expect(answer.initial.body.type).toBe(4);
    expect(answer.ephemeral).toBe(true);
    const em = bot.orm.em.fork();
    const tournament = await em.findOneOrFail(Tournament, { server: newGuild }, { populate: ['createdBy'] });
    expect(answer.content).toBe(
      `**Monsoon Cup** is created as a draft. Finish setting it up: ${PUBLIC_URL}/galaxia/tournaments/${tournament.id}/edit/basic`,
    );
    expect(tournament).toMatchObject({
      eventName: 'Monsoon Cup',
      seasonNumber: 3,
      gameId: 'valorant',
      lifecycle: 'draft',
    });
    expect(tournament.createdBy?.discordId).toBe(admin.id);
    expect(await em.findOneOrFail(DiscordServer, { id: newGuild })).toMatchObject({ name: 'Fresh Esports' });
    const user = await em.findOneOrFail(User, { discordId: admin.id });
    expect(user.name).toBe('Aarav Admin');
    expect(await em.findOneOrFail(ServerMembership, { user, server: newGuild })).toMatchObject({
      isAdmin: true,
    });
  });

  it('uses the same Galaxia user as web sign-in (matched by Discord id)', async () => {
    const guildId = await guild(bot.orm);
    const known = await person(bot.orm, 'Priya Iyer');
    await bot.answer(
      create({ user: known, guildId, permissions: PERMISSIONS.administrator }, { name: 'Priya Cup' }),
    );
    const tournament = await bot.orm.em.fork().findOneOrFail(Tournament, { eventName: 'Priya Cup' });
    expect(tournament.createdBy?.id).toBe(known.userId);
    expect(await bot.orm.em.fork().count(User, { discordId: known.id })).toBe(1);
  });

  it('refuses a member without Manage Server, even one Galaxia knew as an admin before', async () => {
    const guildId = await guild(bot.orm);
    const demoted = await person(bot.orm, 'Former Admin');
    await makeAdmin(bot.orm, guildId, demoted.userId);
    const answer = await bot.answer(
      create({ user: demoted, guildId, permissions: PERMISSIONS.none }, { name: 'Nope' }),
    );
    expect(answer).toMatchObject({
      content: 'Only administrators of this Discord server can do that.',
      ephemeral: true,
    });
    expect(await bot.orm.em.fork().count(Tournament, { eventName: 'Nope' })).toBe(0);
    const membership = await bot.orm.em.fork().findOneOrFail(ServerMembership, { user: demoted.userId });
    expect(membership.isAdmin).toBe(false);

    const unknownServer = snowflake();
    const member = await bot.answer(
      create({ user: stranger('Member'), guildId: unknownServer }, { name: 'Nope' }),
    );
    expect(member.content).toBe('Only administrators of this Discord server can do that.');
    expect(await bot.orm.em.fork().count(DiscordServer, { id: unknownServer })).toBe(0);
  });

  it("answers bad input with the form's own message", async () => {
    const guildId = await guild(bot.orm);
    const admin = stranger('Admin');
    const badSeason = await bot.answer(
      create({ user: admin, guildId, permissions: PERMISSIONS.manageGuild }, { season: 0 }),
    );
    expect(badSeason).toMatchObject({
      content: 'Season number must be a whole number of at least 1',
      ephemeral: true,
    });
    const blank = await bot.answer(
      create({ user: admin, guildId, permissions: PERMISSIONS.manageGuild }, { name: '  ' }),
    );
    expect(blank.content).toBe('Tournament name is required');
    const game = await bot.answer(
      create({ user: admin, guildId, permissions: PERMISSIONS.manageGuild }, { game: 'chess' }),
    );
    expect(game.ephemeral).toBe(true);
    expect(await bot.orm.em.fork().count(Tournament, { server: guildId })).toBe(0);
  });
});
