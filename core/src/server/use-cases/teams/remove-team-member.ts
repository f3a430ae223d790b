import { checkCanRemove } from '@galaxia/core';
import { captainEdit } from './internal/captain-edit.ts';

/** The captain removes a player or withdraws an invitation. */
export const removeTeamMember = captainEdit(
  async ({ em, actor, members, roster }, input: { teamId: string; userId: string }) => {
    checkCanRemove(roster, actor.userId, input.userId);
    const removed = members.filter((member) => member.user.id === input.userId);
    em.remove(removed);
    return members.filter((member) => !removed.includes(member));
  },
);
