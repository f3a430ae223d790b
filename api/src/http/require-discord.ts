import { AppError, messages } from '@galaxia/core';
import type { RequestHandler } from 'express';
import { requestActor } from '../routes/define-route.ts';

/**
 * Organiser features act for Discord servers and the bot knows people by Discord id, so they need a
 * linked Discord account. Runs after the sign-in check of a `user` route.
 */
export const requireDiscord: RequestHandler = (req, _res, next) => {
  if (!requestActor(req)?.discordId)
    return next(new AppError('FORBIDDEN', 'ACCOUNT_DISCORD_REQUIRED', messages.account.discordRequired));
  next();
};
