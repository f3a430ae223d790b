import { AppError, messages } from '@galaxia/core';
import type { RequestHandler } from 'express';

/**
 * Organiser features act for Discord servers and the bot knows people by Discord id, so they need a
 * linked Discord account. Runs after the sign-in guard.
 */
export const requireDiscord: RequestHandler = (req, _res, next) => {
  if (!req.actor?.discordId) return next(new AppError('FORBIDDEN', messages.account.discordRequired));
  next();
};
