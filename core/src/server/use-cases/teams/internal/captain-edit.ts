import type { TeamDetail } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, UseCaseContext } from '../../../context.ts';
import { lockTeamForCaptain, type TeamMemberRow, teamDetailFor } from './team-view.ts';

/** What a captain's change works with, inside its transaction: their team locked, its members and roster. */
export type CaptainEdit = Awaited<ReturnType<typeof lockTeamForCaptain>> & {
  em: EntityManager;
  actor: Actor;
};

type Members = readonly TeamMemberRow[];

/**
 * Declares a use case in which the captain changes the team `input.teamId` names: one transaction, the
 * team locked and refused to anyone but its captain. `edit` answers the members as they now stand; the
 * use case answers the team.
 */
export const captainEdit =
  <I extends { teamId: string }>(edit: (step: CaptainEdit, input: I) => Promise<Members>) =>
  (ctx: UseCaseContext, input: I): Promise<TeamDetail> =>
    ctx.em.transactional(async (em) => {
      const locked = await lockTeamForCaptain(em, ctx.actor, input.teamId);
      const members = await edit({ ...locked, em, actor: ctx.actor }, input);
      await em.flush();
      return teamDetailFor(em, ctx.actor, locked.team, members);
    });
