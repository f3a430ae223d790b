import {
  type CommandOption,
  type CommandTranslation,
  hindiCommands,
  type SlashCommand,
  slashCommands,
} from '@galaxia/core';
import {
  ApplicationIntegrationType,
  InteractionContextType,
  PermissionFlagsBits,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  SlashCommandBuilder,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
} from 'discord.js';

/** Admin commands are hidden from members by Discord itself; the use case checks again server-side. */
const requiredPermissions: Partial<Record<SlashCommand['role'], bigint>> = {
  Admin: PermissionFlagsBits.ManageGuild,
};

function describeOption<T extends SlashCommandStringOption | SlashCommandIntegerOption>(
  option: T,
  spec: CommandOption,
  hindi: CommandTranslation,
): T {
  option.setName(spec.name).setDescription(spec.description).setRequired(spec.required);
  const described = hindi.options[spec.name];
  if (described) option.setDescriptionLocalizations({ hi: described });
  if (spec.autocomplete) option.setAutocomplete(true);
  return option;
}

function buildCommandDefinition(
  command: SlashCommand,
  hindi: CommandTranslation,
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  // Discord shows a Hindi app the Hindi name and descriptions (its locale key is `hi`); options keep
  // their names, which the handlers read.
  const builder = new SlashCommandBuilder()
    .setName(command.name)
    .setNameLocalizations({ hi: hindi.name })
    .setDescription(command.description)
    .setDescriptionLocalizations({ hi: hindi.description })
    .setDefaultMemberPermissions(requiredPermissions[command.role] ?? null);
  if (command.usableInDms) {
    builder
      .setContexts(
        InteractionContextType.Guild,
        InteractionContextType.BotDM,
        InteractionContextType.PrivateChannel,
      )
      .setIntegrationTypes(ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall);
  } else {
    builder.setContexts(InteractionContextType.Guild);
  }
  for (const spec of command.options) {
    if (spec.type === 'integer') {
      builder.addIntegerOption((option) => {
        describeOption(option, spec, hindi);
        if (spec.minValue !== undefined) option.setMinValue(spec.minValue);
        return option;
      });
    } else {
      builder.addStringOption((option) => {
        describeOption(option, spec, hindi);
        if (spec.choices) option.addChoices(...spec.choices);
        return option;
      });
    }
  }
  return builder.toJSON();
}

/** The JSON Discord's bulk-overwrite endpoint takes, built offline from the core's command catalogue. */
export const commandDefinitions = (): RESTPostAPIChatInputApplicationCommandsJSONBody[] =>
  slashCommands.map((command) => buildCommandDefinition(command, hindiCommands[command.name]));
