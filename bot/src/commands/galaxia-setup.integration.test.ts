import { beforeAll, describe, expect, it } from 'vitest';
import { person } from '../test-support/bot-fixtures.ts';
import { PERMISSIONS, PUBLIC_URL, useBotInGuild } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';

describe('/galaxia-setup through the HTTP transport', () => {
  const bot = useBotInGuild();
  beforeAll(() => {
    bot.discord.guild.setGuild(bot.guildId, {
      channels: [{ id: '850000000000000001', name: 'general', type: 0, position: 0 }],
      roles: [{ id: bot.guildId, name: '@everyone', permissions: '0', position: 0, color: 0 }],
      botRoles: [],
    });
  });

  it('sends a server admin to the Discord settings screen', async () => {
    const admin = await person(bot.orm, 'Admin Asha');
    const answer = await bot.answer(
      commandInteraction(
        'galaxia-setup',
        {},
        { user: admin, guildId: bot.guildId, permissions: PERMISSIONS.manageGuild },
      ),
    );
    expect(answer).toMatchObject({
      content: `Pick this server's channels and roles on the Discord settings screen: ${PUBLIC_URL}/galaxia/discord\nThe bot has every permission it needs here.`,
      ephemeral: true,
    });
  });

  it('refuses a member who does not manage the server', async () => {
    const member = await person(bot.orm, 'Member Mo');
    const answer = await bot.answer(
      commandInteraction('galaxia-setup', {}, { user: member, guildId: bot.guildId }),
    );
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).not.toContain('/galaxia/discord');
  });
});
