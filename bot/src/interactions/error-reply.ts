import { ERROR_CODES, isAppError, type Language, messages } from '@galaxia/core';
import { botT, translateError } from '@galaxia/core/server';
import type { BotReply } from './invocation.ts';

/**
 * The one place a failed command becomes a Discord answer: the catalogue's message in the person's
 * language (by its code), seen only by them. Unexpected failures are logged and shown as the generic
 * message, never a stack.
 */
export function errorReply(error: unknown, commandName: string, language: Language = 'en'): BotReply {
  if (isAppError(error)) {
    // The web's "reload and try again" means nothing in Discord.
    const content =
      error.code === ERROR_CODES.staleWrite
        ? botT(language)('staleWrite')
        : translateError(error.code, error.message, language);
    return { content, ephemeral: true };
  }
  console.error(`[bot] /${commandName} failed`, error);
  return { content: messages.http.internal, ephemeral: true };
}
