import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/index.ts';

/** What `scripts/grant-staff.ts` does: the person must have signed in once, so their row exists. */
export async function grantStaff(em: EntityManager, discordId: string): Promise<{ name: string }> {
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { discordId });
    if (!user)
      throw new AppError(
        'NOT_FOUND',
        'STAFF_UNKNOWN_DISCORD_USER',
        messages.staff.unknownDiscordUser(discordId),
      );
    user.isStaff = true;
    await tx.flush();
    return { name: user.name };
  });
}
