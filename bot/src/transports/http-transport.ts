import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  ApplicationCommandOptionType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  type REST,
  Routes,
} from 'discord.js';
import type { BotServices } from '../bot-services.ts';
import type { CommandHandler } from '../commands/command-handler.ts';
import {
  type ComponentInvocation,
  type ComponentResponder,
  modalBody,
} from '../interactions/component-invocation.ts';
import { firstDelivery } from '../interactions/interaction-once.ts';
import type { BotReply, Invocation } from '../interactions/invocation.ts';
import { runAutocomplete, runCommand } from '../interactions/run-command.ts';
import { runComponent } from '../interactions/run-component.ts';
import { interactionVerifier } from './verify-signature.ts';

/** Interactions are small; anything bigger is not from Discord. */
const MAX_BODY_BYTES = 256 * 1024;

interface RawOption {
  name: string;
  type: number;
  value?: string | number | boolean;
  focused?: boolean;
  options?: RawOption[];
}

interface RawUser {
  id: string;
  username: string;
  global_name?: string | null;
  avatar?: string | null;
}

/** The fields of Discord's interaction payload the bot reads. */
interface RawInteraction {
  id?: string;
  type: number;
  application_id: string;
  token: string;
  guild_id?: string;
  member?: { user: RawUser; permissions: string };
  user?: RawUser;
  channel_id?: string;
  /** The person's Discord client language; autocomplete and commands carry it. */
  locale?: string;
  /** Commands carry `name` and `options`; components `custom_id` (and a select's `values`); modals their inputs. */
  data?: {
    name?: string;
    options?: RawOption[];
    custom_id?: string;
    values?: string[];
    components?: { components?: { custom_id?: string; value?: string }[] }[];
  };
}

export interface HttpTransportOptions {
  port: number;
  publicKey: string;
  handlers: ReadonlyMap<string, CommandHandler>;
  services: BotServices;
  /** Discord REST for follow-ups (webhook edits need no bot token) and guild names (they do). */
  rest: REST;
}

/** Values of the options given, at any depth (a subcommand nests its own). */
const flatten = (options: RawOption[] = []): RawOption[] =>
  options.flatMap((option) => [option, ...flatten(option.options)]);

const messageBody = (reply: BotReply) => ({
  content: reply.content,
  embeds: reply.embeds,
  flags: reply.ephemeral ? MessageFlags.Ephemeral : undefined,
  allowed_mentions: { parse: [] },
});

function invocationOf(interaction: RawInteraction, rest: REST): Invocation {
  const user = interaction.member?.user ?? interaction.user;
  const options = flatten(interaction.data?.options).filter(
    (option) => option.type !== ApplicationCommandOptionType.Subcommand && option.value !== undefined,
  );
  const guildId = interaction.guild_id;
  return {
    commandName: interaction.data?.name ?? '',
    options: Object.fromEntries(options.map((option) => [option.name, option.value ?? ''])),
    locale: interaction.locale ?? null,
    user: {
      id: user?.id ?? '',
      username: user?.username ?? '',
      globalName: user?.global_name ?? null,
      avatar: user?.avatar ?? null,
    },
    guild:
      guildId && interaction.member
        ? {
            id: guildId,
            permissions: interaction.member.permissions,
            // Interactions do not carry the server's name; it is fetched once, for a server new to Galaxia.
            name: async () => {
              const guild = (await rest.get(Routes.guild(guildId)).catch(() => null)) as {
                name?: string;
              } | null;
              return guild?.name ?? guildId;
            },
          }
        : null,
  };
}

function componentInvocationOf(interaction: RawInteraction, rest: REST): ComponentInvocation {
  const { user, guild } = invocationOf(interaction, rest);
  const inputs = (interaction.data?.components ?? []).flatMap((row) => row.components ?? []);
  return {
    customId: interaction.data?.custom_id ?? '',
    values: interaction.data?.values ?? [],
    fields: Object.fromEntries(inputs.map((input) => [input.custom_id ?? '', input.value ?? ''])),
    channelId: interaction.channel_id ?? '',
    user,
    guild,
  };
}

function httpResponder(res: ServerResponse, rest: REST, interaction: RawInteraction): ComponentResponder {
  const respond = (body: unknown) =>
    new Promise<void>((resolve) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body), () => resolve());
    });
  const original = Routes.webhookMessage(interaction.application_id, interaction.token, '@original');
  return {
    reply: (reply) =>
      respond({ type: InteractionResponseType.ChannelMessageWithSource, data: messageBody(reply) }),
    showModal: (modal) => respond({ type: InteractionResponseType.Modal, data: modalBody(modal) }),
    defer: (ephemeral) =>
      respond({
        type: InteractionResponseType.DeferredChannelMessageWithSource,
        data: ephemeral ? { flags: MessageFlags.Ephemeral } : {},
      }),
    editOriginal: async (reply) => {
      await rest.patch(original, { body: messageBody(reply), auth: false });
    },
    deleteOriginal: async () => {
      await rest.delete(original, { auth: false });
    },
    followUp: async (reply) => {
      await rest.post(Routes.webhook(interaction.application_id, interaction.token), {
        body: messageBody(reply),
        auth: false,
      });
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * Discord's outgoing-webhook way of delivering interactions: every request must carry a valid Ed25519
 * signature (401 otherwise, which Discord itself probes for), PING is answered with PONG, commands and
 * autocomplete run the same handlers as the gateway client.
 */
export function startHttpTransport(options: HttpTransportOptions) {
  const verify = interactionVerifier(options.publicKey);
  const { handlers, services, rest } = options;

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://bot').pathname;
    if (path !== '/interactions') return sendJson(res, 404, { error: 'Not found' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method not allowed' });
    const body = await readBody(req);
    if (!body) return sendJson(res, 413, { error: 'Payload too large' });
    const signature = req.headers['x-signature-ed25519'];
    const timestamp = req.headers['x-signature-timestamp'];
    if (!verify(String(signature ?? ''), String(timestamp ?? ''), body)) {
      return sendJson(res, 401, { error: 'invalid request signature' });
    }
    let interaction: RawInteraction;
    try {
      interaction = JSON.parse(body.toString('utf8')) as RawInteraction;
    } catch {
      return sendJson(res, 400, { error: 'Malformed JSON' });
    }

    switch (interaction.type) {
      case InteractionType.Ping:
        return sendJson(res, 200, { type: InteractionResponseType.Pong });
      case InteractionType.ApplicationCommand:
        // A replay of a signed request inside its signature window must not run the command again.
        if (!(await firstDelivery(services.redis, interaction.id))) {
          return sendJson(res, 409, { error: 'Interaction already handled' });
        }
        await runCommand(
          handlers,
          services,
          invocationOf(interaction, rest),
          httpResponder(res, rest, interaction),
        ).catch((error) => console.error('[bot] interaction follow-up failed', error));
        return;
      case InteractionType.MessageComponent:
      case InteractionType.ModalSubmit:
        if (!(await firstDelivery(services.redis, interaction.id))) {
          return sendJson(res, 409, { error: 'Interaction already handled' });
        }
        await runComponent(
          services,
          componentInvocationOf(interaction, rest),
          httpResponder(res, rest, interaction),
        ).catch((error) => console.error('[bot] component follow-up failed', error));
        return;
      case InteractionType.ApplicationCommandAutocomplete: {
        const focused = flatten(interaction.data?.options).find((option) => option.focused);
        const choices = await runAutocomplete(handlers, services, invocationOf(interaction, rest), {
          name: focused?.name ?? '',
          value: String(focused?.value ?? ''),
        });
        return sendJson(res, 200, {
          type: InteractionResponseType.ApplicationCommandAutocompleteResult,
          data: { choices },
        });
      }
      default:
        return sendJson(res, 400, { error: 'Unsupported interaction type' });
    }
  });

  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(options.port, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://127.0.0.1:${port}/interactions`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
