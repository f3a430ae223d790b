import {
  AppError,
  type CommunityStaffGrant,
  type CommunityStaffRole,
  type CommunityStaffView,
  messages,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { CommunityStaff, CommunityStaffAudit, User } from '../../db/entities/index.ts';
import { requireStaffManager } from '../access/require-server-admin.ts';

const text = messages.community.staff;

/** The person a grant names: by Discord account, else by their Galaxia name (which must be unique). */
async function personOf(em: EntityManager, grant: CommunityStaffGrant) {
  if (grant.discordId) {
    const user = await em.findOne(User, { discordId: grant.discordId });
    if (!user)
      throw new AppError('NOT_FOUND', 'DISCORD_SETUP_MEMBER_NOT_FOUND', messages.discordSetup.memberNotFound);
    return user;
  }
  const name = grant.name ?? '';
  const users = await em.find(User, { name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } }, { limit: 2 });
  if (users.length === 0)
    throw new AppError('NOT_FOUND', 'COMMUNITY_STAFF_PERSON_NOT_FOUND', text.personNotFound(name), {
      name: [text.personNotFound(name)],
    });
  if (users.length > 1)
    throw new AppError('CONFLICT', 'COMMUNITY_STAFF_PERSON_AMBIGUOUS', text.personAmbiguous(name), {
      name: [text.personAmbiguous(name)],
    });
  return users[0]!;
}

async function staffViewOf(em: EntityManager, serverId: string): Promise<CommunityStaffView> {
  const staff = await em.find(
    CommunityStaff,
    { server: serverId },
    { populate: ['user'], orderBy: { grantedAt: 'asc', id: 'asc' } },
  );
  const audit = await em.find(
    CommunityStaffAudit,
    { server: serverId },
    { populate: ['actor'], orderBy: { at: 'desc', id: 'asc' }, limit: 50 },
  );
  return {
    staff: staff.map((row) => ({
      userId: row.user.id,
      name: row.user.name,
      role: row.role,
      grantedAt: row.grantedAt.toISOString(),
    })),
    audit: audit.map((row) => ({
      name: row.userName,
      role: row.role,
      action: row.action,
      by: row.actor?.name ?? '',
      at: row.at.toISOString(),
    })),
  };
}

/** GET /api/organiser/servers/:guildId/staff: the community's staff and its audit, for the server's admins. */
export async function getCommunityStaff(ctx: UseCaseContext, serverId: string): Promise<CommunityStaffView> {
  await requireStaffManager(ctx.em, ctx.actor, serverId);
  return staffViewOf(ctx.em, serverId);
}

/** POST /api/organiser/servers/:guildId/staff: appoints a person to a role for every tournament; audited. */
export async function grantCommunityStaff(
  ctx: UseCaseContext,
  serverId: string,
  grant: CommunityStaffGrant,
): Promise<CommunityStaffView> {
  return ctx.em.transactional(async (em) => {
    await requireStaffManager(em, ctx.actor, serverId);
    const user = await personOf(em, grant);
    if (!(await em.findOne(CommunityStaff, { server: serverId, user: user.id, role: grant.role }))) {
      em.create(CommunityStaff, { server: serverId, user, role: grant.role });
      em.create(CommunityStaffAudit, {
        server: serverId,
        user,
        userName: user.name,
        role: grant.role,
        action: 'granted',
        actor: ctx.actor.userId,
      });
      await em.flush();
    }
    return staffViewOf(em, serverId);
  });
}

/** DELETE /api/organiser/servers/:guildId/staff/:userId/:role: ends a role; audited. */
export async function removeCommunityStaff(
  ctx: UseCaseContext,
  input: { serverId: string; userId: string; role: CommunityStaffRole },
): Promise<CommunityStaffView> {
  return ctx.em.transactional(async (em) => {
    await requireStaffManager(em, ctx.actor, input.serverId);
    const row = await em.findOne(
      CommunityStaff,
      { server: input.serverId, user: input.userId, role: input.role },
      { populate: ['user'] },
    );
    if (!row) throw new AppError('NOT_FOUND', 'COMMUNITY_STAFF_NOT_STAFF', text.notStaff);
    em.create(CommunityStaffAudit, {
      server: input.serverId,
      user: row.user,
      userName: row.user.name,
      role: row.role,
      action: 'removed',
      actor: ctx.actor.userId,
    });
    em.remove(row);
    await em.flush();
    return staffViewOf(em, input.serverId);
  });
}
