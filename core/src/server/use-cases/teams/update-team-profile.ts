import type { UpdateTeamProfilePayload } from '@galaxia/core';
import { captainEdit } from './internal/captain-edit.ts';

/** The captain sets the team's region, description and founding year, shown on event team pages. */
export const updateTeamProfile = captainEdit(
  async ({ team, members }, input: UpdateTeamProfilePayload & { teamId: string }) => {
    team.description = input.description || null;
    team.region = input.region || null;
    team.founded = input.founded;
    return members;
  },
);
