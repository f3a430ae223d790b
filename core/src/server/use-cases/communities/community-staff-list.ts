import { type CommunityPage, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommunityStaff } from '../../db/entities/index.ts';

/** The community's appointed staff as the public page lists them: name and role, nothing more. */
export async function communityStaffOf(em: EntityManager, serverId: string): Promise<CommunityPage['staff']> {
  const rows = await em.find(
    CommunityStaff,
    { server: serverId },
    { populate: ['user'], orderBy: { role: 'asc', grantedAt: 'asc', id: 'asc' } },
  );
  return rows.map((row) => ({ name: row.user.name, role: messages.community.staff.roleLabels[row.role] }));
}
