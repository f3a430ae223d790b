import { isLanguage, type Language, type LanguageSetting } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { User } from '../../db/entities/index.ts';

/** Stores the website's language the person chose; the server draws their next pages in it. */
export async function updateLanguage(ctx: UseCaseContext, input: LanguageSetting): Promise<LanguageSetting> {
  return ctx.em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: ctx.actor.userId }, { language: input.language });
    return { language: input.language };
  });
}

/** The language a signed-in person chose, or null when they never did (or it is no longer spoken). */
export async function storedLanguage(em: EntityManager, userId: string): Promise<Language | null> {
  const user = await em.findOne(User, { id: userId }, { fields: ['language'] });
  return isLanguage(user?.language) ? user.language : null;
}
