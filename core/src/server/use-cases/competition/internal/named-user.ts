import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';

/** The person an organiser names for a tournament role (streamer, results admin); unknown is a 404. */
export async function loadNamedUser(em: EntityManager, userId: string) {
  const user = isUuid(userId) ? await em.findOne(User, { id: userId }) : null;
  if (!user) throw new AppError('NOT_FOUND', 'COMPETITION_USER_NOT_FOUND', messages.competition.userNotFound);
  return user;
}
