import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { commandInteraction, sendSigned } from '../../../bot/src/test-support/signed-interactions.ts';
import { discordIdOf, type FreshApp } from '../fresh-app.ts';

/**
 * A captain builds a team on My teams (Create Team, then an invitation by name to each mate, who
 * accepts on their own My teams), all through the pages. `mates` are signed-in tabs, named as Galaxia
 * knows them; each is closed once it has accepted.
 */
export async function buildTeam(
  captain: Page,
  baseUrl: string,
  team: { name: string; gameLabel: string },
  mates: readonly { name: string; page: Page }[] = [],
) {
  await captain.goto(`${baseUrl}/my-teams`);
  await captain.getByRole('button', { name: 'Create Team' }).first().click();
  const create = captain.getByRole('dialog', { name: 'Create Team' });
  await create.getByLabel('Team name').fill(team.name);
  await create.getByLabel('Game').selectOption({ label: team.gameLabel });
  await create.getByRole('button', { name: 'Create Team' }).click();
  await captain.getByRole('heading', { name: team.name }).waitFor();
  for (const mate of mates) {
    await captain.getByLabel('Find a player').fill(mate.name);
    await captain.getByRole('button', { name: `Invite ${mate.name}` }).click();
    await captain.getByText(`${mate.name} invited`).first().waitFor();
  }
  for (const mate of mates) {
    await mate.page.goto(`${baseUrl}/my-teams`);
    const card = mate.page.getByRole('article', { name: team.name });
    await card.getByText(`You are invited to join ${team.name}.`).waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();
    await mate.page.getByText(`Welcome to ${team.name}`).first().waitFor();
    await mate.page.context().close();
  }
}

/**
 * The captain registers the team on the event page's Registration panel with the roster the dialog
 * offers (every player, in team order), and waits for the panel to say so.
 */
export async function registerOnEventPage(captain: Page, baseUrl: string, eventId: string, team: string) {
  await captain.goto(`${baseUrl}/events/${eventId}`);
  const panel = captain.getByRole('region', { name: 'Registration' });
  await panel.getByRole('button', { name: 'Register' }).click();
  const dialog = captain.getByRole('dialog', { name: 'Register your team' });
  await dialog.getByRole('checkbox').first().waitFor();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await captain.getByText(`${team} is registered`).first().waitFor();
  await panel.getByText(`Registered as ${team}`).waitFor();
}

/**
 * The captain registers the whole team with `/register-team` in the event's Discord server: the
 * command is signed as Discord signs it, and the bot's deferred answer is read back from the fake.
 */
export async function registerThroughBot(
  app: FreshApp,
  entry: { guildId: string; eventId: string; teamId: string; captain: string },
): Promise<string> {
  const interaction = commandInteraction(
    'register-team',
    { tournament: entry.eventId, team: entry.teamId },
    {
      user: { id: discordIdOf({ username: entry.captain }), name: entry.captain },
      guildId: entry.guildId,
    },
  );
  const response = await sendSigned(app.bot!.url, app.bot!.privateKey, interaction);
  if (response.status !== 200) throw new Error(`/register-team answered ${response.status}`);
  return vi.waitFor(
    () => {
      const reply = app.discord.interactionReplies.filter((r) => r.token === interaction.token).at(-1);
      if (typeof reply?.body.content !== 'string') throw new Error('no answer yet');
      return reply.body.content;
    },
    { timeout: 30_000, interval: 100 },
  );
}
