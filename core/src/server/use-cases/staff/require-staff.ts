import { AppError, messages, type Refusal, refusal } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { User } from '../../db/entities/index.ts';

/** Who counts as platform staff: the granted flag, or the bootstrap allow-list (`STAFF_DISCORD_IDS`). */
export interface StaffPolicy {
  allowList: readonly string[];
}

export async function isStaff(em: EntityManager, actor: Actor, policy: StaffPolicy): Promise<boolean> {
  if (actor.discordId !== null && policy.allowList.includes(actor.discordId)) return true;
  const user = await em.findOne(User, { id: actor.userId }, { fields: ['isStaff'] });
  return user?.isStaff === true;
}

/** Administering a Discord server is free, so it proves nothing here: only staff pass. */
export async function requireStaff(
  em: EntityManager,
  actor: Actor,
  policy: StaffPolicy,
  refused: Refusal = refusal('CONTACT_STAFF_ONLY', messages.contact.staffOnly),
): Promise<void> {
  if (!(await isStaff(em, actor, policy))) throw new AppError('FORBIDDEN', refused.code, refused.message);
}
