import { AppError, messages, parseVetoCustomId } from '@galaxia/core';
import { findActorByDiscordId } from '@galaxia/core/server';
import type { BotServices } from '../bot-services.ts';
import { runThreadComponent } from '../match-threads/thread-components.ts';
import { runVetoComponent } from '../match-threads/veto-components.ts';
import type { ComponentInvocation, ComponentResponder } from './component-invocation.ts';
import { errorReply } from './error-reply.ts';
import type { BotReply } from './invocation.ts';
import { DEFER_AFTER_MS } from './run-command.ts';

/**
 * Runs a component or modal submit for either transport. The answer is seen only by the presser: the
 * thread itself hears of the change from its sync, like the website's changes. A slow use case is
 * acknowledged first (Discord's 3 seconds), a modal is shown at once.
 */
export async function runComponent(
  services: BotServices,
  invocation: ComponentInvocation,
  responder: ComponentResponder,
): Promise<void> {
  let deferral: Promise<void> | null = null;
  const timer = setTimeout(() => {
    deferral = responder.defer(true);
  }, DEFER_AFTER_MS);

  let reply: BotReply;
  try {
    if (!invocation.guild) throw new AppError('BAD_REQUEST', 'BOT_GUILD_ONLY', messages.bot.guildOnly);
    const em = services.orm.em.fork();
    const actor = await findActorByDiscordId(em, invocation.user.id);
    const veto = parseVetoCustomId(invocation.customId);
    const outcome = veto
      ? await runVetoComponent({ em, actor }, services, invocation, veto)
      : await runThreadComponent({ em, actor }, services, invocation);
    if ('modal' in outcome && !deferral) {
      clearTimeout(timer);
      return responder.showModal(outcome.modal);
    }
    reply = { content: 'content' in outcome ? outcome.content : messages.http.internal, ephemeral: true };
  } catch (error) {
    reply = errorReply(error, `component ${invocation.customId}`);
  } finally {
    clearTimeout(timer);
  }
  if (!deferral) return responder.reply(reply);
  await deferral;
  await responder.editOriginal(reply);
}
