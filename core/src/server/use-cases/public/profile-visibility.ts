import type { ProfilePrivacy } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { TeamMember, UserSettings } from '../../db/entities/index.ts';

/**
 * Which of these people's profiles (picture, nationality, bio) the viewer may see, by their privacy
 * setting: public to all, friends (people on one of their teams) or private (only themselves). Every
 * public surface that shows a person asks here, so a setting means the same everywhere.
 */
export async function visibleProfiles(
  em: EntityManager,
  userIds: readonly string[],
  viewer: Actor | null,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const settings = await em.find(UserSettings, { user: { $in: [...userIds] } });
  const privacyOf = new Map(settings.map((row) => [row.user.id, row.profilePrivacy as ProfilePrivacy]));
  const friendsOnly = userIds.filter((id) => privacyOf.get(id) === 'friends' && id !== viewer?.userId);
  const teammates = new Set<string>();
  if (viewer && friendsOnly.length > 0) {
    const mine = await em.find(TeamMember, { user: viewer.userId, status: 'active' }, { fields: ['team'] });
    if (mine.length > 0) {
      const shared = await em.find(
        TeamMember,
        { user: { $in: friendsOnly }, team: { $in: mine.map((member) => member.team.id) }, status: 'active' },
        { fields: ['user'] },
      );
      for (const member of shared) teammates.add(member.user.id);
    }
  }
  return new Set(
    userIds.filter((id) => {
      const privacy = privacyOf.get(id) ?? 'public';
      if (privacy === 'public' || id === viewer?.userId) return true;
      return privacy === 'friends' && teammates.has(id);
    }),
  );
}
