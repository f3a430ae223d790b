import { AppError, cocVerificationPayloadSchema, messages, sitePaths, siteUrl } from '@galaxia/core';
import { consumeRateLimit, RATE_LIMITS, requestCocVerification } from '@galaxia/core/server';
import { parseInput } from '../interactions/parse-input.ts';
import { type CommandHandler, optionText } from './command-handler.ts';

/**
 * Clash of Clans: the same claim as the web's Verify Account (tag and token checked by the same
 * contract, the token then checked by a worker against the game's API). BGMI is verified with a video,
 * which Discord cannot take here: the answer is the upload page.
 */
export const verifyPlayerCommand: CommandHandler = {
  name: 'verify-player',
  ephemeral: true,
  deferFirst: true,
  guildOnly: false,
  async run(ctx) {
    const { invocation, services } = ctx;
    if (invocation.options.game === 'bgmi') {
      return { content: messages.bot.bgmiOnWeb(siteUrl(services.publicUrl, sitePaths.gameAccounts)) };
    }
    if (invocation.options.game !== 'coc')
      throw new AppError('BAD_REQUEST', 'BOT_GAME_NOT_VERIFIABLE', messages.bot.gameNotVerifiable);
    // The same budget as the website's Verify Account: switching to Discord does not buy more tries.
    if (await consumeRateLimit(services.redis, RATE_LIMITS.verification, ctx.actor.userId)) {
      throw new AppError('RATE_LIMITED', 'TOO_MANY_REQUESTS', messages.http.tooManyRequests);
    }
    const payload = parseInput(cocVerificationPayloadSchema, {
      playerTag: optionText(invocation, 'player-tag') ?? '',
      token: optionText(invocation, 'token') ?? '',
    });
    await requestCocVerification({ ...ctx, queues: services.queues }, payload);
    return { content: messages.bot.cocVerificationStarted(payload.playerTag) };
  },
};
