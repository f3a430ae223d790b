import { accountPages, isAppError } from '@galaxia/core';
import type { Response } from 'express';

/**
 * Links a sign-in method to the signed-in person and sends them back to their settings, which say it is
 * linked, or that the account already belongs to someone else (`link` refuses with an AppError).
 */
export async function linkAndReturn(
  res: Response,
  method: 'discord' | 'google',
  link: () => Promise<unknown>,
) {
  try {
    await link();
    res.redirect(302, `${accountPages.settings}?linked=${method}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    res.redirect(302, `${accountPages.settings}?error=${method}-taken`);
  }
}
