import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { loadPublishedTournament } from '../public/published-tournament.ts';
import { tournamentUpdatesChannel } from './queue-ports.ts';

/** The live-updates channel of a tournament the public may see; anything else is not found. */
export async function openTournamentUpdates(
  ctx: PublicContext,
  tournamentId: string,
): Promise<{ channel: string }> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  return { channel: tournamentUpdatesChannel(tournament.id) };
}
