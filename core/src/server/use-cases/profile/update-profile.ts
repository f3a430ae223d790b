import { AppError, messages, type UpdateProfilePayload } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { User } from '../../db/entities/index.ts';
import { type ProfileView, toProfileView } from './get-profile.ts';

export async function updateProfile(ctx: UseCaseContext, input: UpdateProfilePayload): Promise<ProfileView> {
  return ctx.em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id: ctx.actor.userId });
    if (!user) throw new AppError('NOT_FOUND', 'NOT_FOUND', messages.http.notFound);
    user.name = input.name;
    user.bio = input.bio;
    user.nationality = input.nationality;
    await tx.flush();
    return toProfileView(user);
  });
}
