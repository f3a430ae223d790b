import { messages, organiserPaths, siteUrl } from '@galaxia/core';
import { getGuildDiscordSettings } from '@galaxia/core/server';
import { type CommandHandler, guildIdOf } from './command-handler.ts';

const text = messages.discordSetup;

/**
 * Server admins: where to set the server up, and what the bot lacks in the places already chosen (the
 * same view as the web's Discord settings screen, admin rights checked again server-side).
 */
export const galaxiaSetupCommand: CommandHandler = {
  name: 'galaxia-setup',
  ephemeral: true,
  deferFirst: true,
  guildOnly: true,
  async run(ctx) {
    const { invocation, services } = ctx;
    const view = await getGuildDiscordSettings(ctx, services.discordGuild, guildIdOf(invocation));
    const lines = [text.setupReply(siteUrl(services.publicUrl, organiserPaths.discord))];
    if (!view.botPresent) lines.push(text.botAbsent);
    else if (view.missing.length) {
      lines.push(`**${text.missingTitle}**`);
      for (const line of view.missing) {
        lines.push(`- ${text.missingLine(text.places[line.place], line.target, line.permissions)}`);
      }
    } else lines.push(text.allPermissions);
    return { content: text.current(lines) };
  },
};
