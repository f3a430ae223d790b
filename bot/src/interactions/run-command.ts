import { AppError, languageOfDiscordLocale, messages } from '@galaxia/core';
import { findActorByDiscordId, identifyDiscordMember } from '@galaxia/core/server';
import type { BotServices } from '../bot-services.ts';
import type { CommandHandler } from '../commands/command-handler.ts';
import { errorReply } from './error-reply.ts';
import type { AutocompleteChoice, BotReply, FocusedOption, Invocation, Responder } from './invocation.ts';

/**
 * A command that has not answered by then is acknowledged with Discord's "thinking…" state, so slow
 * moments (a busy database) never miss Discord's 3-second deadline.
 */
export const DEFER_AFTER_MS = 700;

const identify = (services: BotServices, invocation: Invocation) =>
  identifyDiscordMember(services.orm.em.fork(), {
    profile: invocation.user,
    guild: invocation.guild,
  });

/**
 * Runs a slash command for either transport: identifies the person, runs the handler, and answers,
 * deferring first when the handler says its work is slow (or when it turns out to be). Every failure
 * goes through `errorReply`, the one error funnel, and is seen only by the person who ran the command.
 */
export async function runCommand(
  handlers: ReadonlyMap<string, CommandHandler>,
  services: BotServices,
  invocation: Invocation,
  responder: Responder,
): Promise<void> {
  const handler = handlers.get(invocation.commandName);
  const ephemeral = handler?.ephemeral ?? true;
  let deferral: Promise<void> | null = handler?.deferFirst ? responder.defer(ephemeral) : null;
  const timer = deferral
    ? null
    : setTimeout(() => {
        deferral = responder.defer(ephemeral);
      }, DEFER_AFTER_MS);

  const language = languageOfDiscordLocale(invocation.locale);
  let reply: BotReply;
  try {
    if (!handler) throw new AppError('NOT_FOUND', 'BOT_UNKNOWN_COMMAND', messages.bot.unknownCommand);
    if (handler.guildOnly && !invocation.guild)
      throw new AppError('BAD_REQUEST', 'BOT_GUILD_ONLY', messages.bot.guildOnly);
    const actor = await identify(services, invocation);
    const answer = await handler.run({ em: services.orm.em.fork(), actor, services, invocation, language });
    reply = { ...answer, ephemeral };
  } catch (error) {
    reply = errorReply(error, invocation.commandName, language);
  } finally {
    if (timer) clearTimeout(timer);
  }

  if (!deferral) return responder.reply(reply);
  await deferral;
  if (reply.ephemeral === ephemeral) return responder.editOriginal(reply);
  // A public "thinking…" must not turn into an error everyone sees: drop it and answer privately.
  await responder.deleteOriginal();
  await responder.followUp(reply);
}

/** Suggestions while typing; a failure offers nothing rather than an error Discord cannot show. */
export async function runAutocomplete(
  handlers: ReadonlyMap<string, CommandHandler>,
  services: BotServices,
  invocation: Invocation,
  focused: FocusedOption,
): Promise<AutocompleteChoice[]> {
  const handler = handlers.get(invocation.commandName);
  if (!handler?.autocomplete) return [];
  try {
    const em = services.orm.em.fork();
    const actor = await findActorByDiscordId(em, invocation.user.id);
    return await handler.autocomplete({ em, actor, services, invocation }, focused);
  } catch (error) {
    console.error(`[bot] autocomplete for /${invocation.commandName} failed`, error);
    return [];
  }
}
