import type { EntrantTeam } from '@galaxia/core';
import { fileUrlOrNull } from '../../game-accounts/internal/file-url.ts';

/** A team (a loaded entity or the same columns read plainly) as competition screens name it. */
export const entrantOf = (team: { id: string; name: string; logo?: { id: string } | null }): EntrantTeam => ({
  id: team.id,
  name: team.name,
  logo: fileUrlOrNull(team.logo),
});
