import { checkCanTransfer } from '@galaxia/core';
import { captainEdit } from './internal/captain-edit.ts';

/** Swaps the two roles in one transaction, so the team has exactly one captain before and after. */
export const transferTeamCaptaincy = captainEdit(
  async ({ actor, members, roster }, input: { teamId: string; userId: string }) => {
    checkCanTransfer(roster, actor.userId, input.userId);
    for (const member of members) {
      if (member.user.id === actor.userId) member.role = 'member';
      if (member.user.id === input.userId) member.role = 'captain';
    }
    return members;
  },
);
