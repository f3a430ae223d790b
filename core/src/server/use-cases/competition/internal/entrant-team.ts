import type { EntrantTeam } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { Team } from '../../../db/entities/index.ts';
import { fileUrlOrNull } from '../../game-accounts/internal/file-url.ts';

/** A loaded team as competition screens name it. */
export const entrantOf = (team: InferEntity<typeof Team>): EntrantTeam => ({
  id: team.id,
  name: team.name,
  logo: fileUrlOrNull(team.logo),
});
