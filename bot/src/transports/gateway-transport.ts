import {
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  Client,
  type CommandInteractionOption,
  Events,
  GatewayIntentBits,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { BotServices } from '../bot-services.ts';
import type { CommandHandler } from '../commands/command-handler.ts';
import {
  type ComponentInvocation,
  type ComponentResponder,
  modalBody,
} from '../interactions/component-invocation.ts';
import { firstDelivery } from '../interactions/interaction-once.ts';
import type { BotReply, Invocation, Responder } from '../interactions/invocation.ts';
import { runAutocomplete, runCommand } from '../interactions/run-command.ts';
import { runComponent } from '../interactions/run-component.ts';
import { discordRestBase } from './discord-rest.ts';

type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

const flatten = (options: readonly CommandInteractionOption[]): CommandInteractionOption[] =>
  options.flatMap((option) => [option, ...flatten(option.options ?? [])]);

type Guild = Invocation['guild'];

const guildOf = (
  interaction: ChatInputCommandInteraction | AutocompleteInteraction | ComponentInteraction,
): Guild =>
  interaction.inGuild()
    ? {
        id: interaction.guildId,
        permissions: interaction.memberPermissions?.bitfield.toString() ?? '0',
        name: async () =>
          interaction.guild?.name ?? (await interaction.client.guilds.fetch(interaction.guildId)).name,
      }
    : null;

function componentInvocationOf(interaction: ComponentInteraction): ComponentInvocation {
  const { user } = interaction;
  const fields = interaction.isModalSubmit()
    ? Object.fromEntries(
        interaction.fields.fields.map((field, id) => [id, 'value' in field ? String(field.value) : '']),
      )
    : {};
  return {
    customId: interaction.customId,
    values: interaction.isStringSelectMenu() ? interaction.values : [],
    fields,
    channelId: interaction.channelId ?? '',
    user: { id: user.id, username: user.username, globalName: user.globalName, avatar: user.avatar },
    guild: guildOf(interaction),
  };
}

function invocationOf(interaction: ChatInputCommandInteraction | AutocompleteInteraction): Invocation {
  const options = flatten(interaction.options.data).filter((option) => option.value !== undefined);
  const { user } = interaction;
  return {
    commandName: interaction.commandName,
    options: Object.fromEntries(options.map((option) => [option.name, option.value ?? ''])),
    locale: interaction.locale,
    user: { id: user.id, username: user.username, globalName: user.globalName, avatar: user.avatar },
    guild: guildOf(interaction),
  };
}

const messageOf = (reply: BotReply) => ({
  content: reply.content,
  embeds: reply.embeds,
  allowedMentions: { parse: [] },
});

function gatewayResponder(interaction: ChatInputCommandInteraction | ComponentInteraction): Responder {
  const flags = (ephemeral: boolean) => (ephemeral ? MessageFlags.Ephemeral : undefined);
  return {
    reply: async (reply) => {
      await interaction.reply({ ...messageOf(reply), flags: flags(reply.ephemeral) });
    },
    defer: async (ephemeral) => {
      await interaction.deferReply({ flags: flags(ephemeral) });
    },
    editOriginal: async (reply) => {
      await interaction.editReply(messageOf(reply));
    },
    deleteOriginal: async () => {
      await interaction.deleteReply();
    },
    followUp: async (reply) => {
      await interaction.followUp({ ...messageOf(reply), flags: flags(reply.ephemeral) });
    },
  };
}

function componentResponder(interaction: ComponentInteraction): ComponentResponder {
  return {
    ...gatewayResponder(interaction),
    showModal: async (modal) => {
      if (interaction.isModalSubmit()) throw new Error('a modal cannot open another modal');
      await interaction.showModal(modalBody(modal));
    },
  };
}
/**
 * The gateway client. Spawned by the sharding manager, discord.js reads the shard ids it serves from
 * the environment (`SHARDS`, `SHARD_COUNT`); run alone it is the single shard 0.
 */
const createGatewayClient = (apiUrl: string) =>
  new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discordRestBase(apiUrl) } });

/** The production transport: a gateway connection; discord.js handles the responses' REST calls. */
export async function startGatewayTransport(options: {
  token: string;
  apiUrl: string;
  handlers: ReadonlyMap<string, CommandHandler>;
  services: BotServices;
}) {
  const client = createGatewayClient(options.apiUrl);
  client.once(Events.ClientReady, (ready) => {
    console.info(`[bot] connected as ${ready.user.tag} to ${ready.guilds.cache.size} servers`);
  });
  client.on(Events.InteractionCreate, async (interaction) => {
    try {
      if (interaction.isChatInputCommand()) {
        // A shard that reconnects may be handed an interaction another process already answered.
        if (!(await firstDelivery(options.services.redis, interaction.id))) return;
        await runCommand(
          options.handlers,
          options.services,
          invocationOf(interaction),
          gatewayResponder(interaction),
        );
      } else if (interaction.isButton() || interaction.isStringSelectMenu() || interaction.isModalSubmit()) {
        if (!(await firstDelivery(options.services.redis, interaction.id))) return;
        await runComponent(
          options.services,
          componentInvocationOf(interaction),
          componentResponder(interaction),
        );
      } else if (interaction.isAutocomplete()) {
        const focused = interaction.options.getFocused(true);
        const choices = await runAutocomplete(options.handlers, options.services, invocationOf(interaction), {
          name: focused.name,
          value: String(focused.value),
        });
        await interaction.respond(choices);
      }
    } catch (error) {
      console.error('[bot] interaction failed', error);
    }
  });
  await client.login(options.token);
  return { close: () => client.destroy() };
}
