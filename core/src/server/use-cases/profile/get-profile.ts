import { AppError, messages } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { User } from '../../db/entities/index.ts';

export interface ProfileView {
  id: string;
  name: string;
  avatar: string | null;
  bio: string | null;
  nationality: string | null;
}

export const toProfileView = (user: InstanceType<typeof User.class>): ProfileView => ({
  id: user.id,
  name: user.name,
  avatar: user.avatar ?? null,
  bio: user.bio ?? null,
  nationality: user.nationality ?? null,
});

export async function getProfile(ctx: UseCaseContext): Promise<ProfileView> {
  const user = await ctx.em.findOne(User, { id: ctx.actor.userId });
  if (!user) throw new AppError('NOT_FOUND', 'NOT_FOUND', messages.http.notFound);
  return toProfileView(user);
}
