import { ERROR_CODES, isAppError, messages } from '@galaxia/core';
import type { BotReply } from './invocation.ts';

/**
 * The one place a failed command becomes a Discord answer: the catalogue's message, seen only by the
 * person who ran it. Unexpected failures are logged and shown as the generic message, never a stack.
 */
export function errorReply(error: unknown, commandName: string): BotReply {
  if (isAppError(error)) {
    // The web's "reload and try again" means nothing in Discord.
    const content = error.code === ERROR_CODES.staleWrite ? messages.bot.staleWrite : error.message;
    return { content, ephemeral: true };
  }
  console.error(`[bot] /${commandName} failed`, error);
  return { content: messages.http.internal, ephemeral: true };
}
