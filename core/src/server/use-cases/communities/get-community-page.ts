import { AppError, type CommunityPage, type EventListItem, messages } from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Community, Tournament } from '../../db/entities/index.ts';
import { loadFinalPlacings } from '../competition/internal/final-placings.ts';
import { fileUrl } from '../game-accounts/internal/file-url.ts';
import { loadEventCards, toEventListItem } from '../public/internal/event-facts.ts';
import { publishedWhere } from '../public/internal/published-tournament.ts';
import { communityCircuits, type FinishedSeason } from './community-circuits.ts';
import { communityIcon } from './community-pictures.ts';
import { communityStaffOf } from './community-staff-list.ts';

type Champions = CommunityPage['champions'];

/**
 * GET /api/communities/:slug: a server's public home. Its published tournaments by stage (newest
 * first), the champion of each finished season grouped by series (tournaments sharing a name), staff.
 */
export async function getCommunityPage(ctx: PublicContext, slug: string): Promise<CommunityPage> {
  const community = await ctx.em.findOne(Community, { slug: slug.toLowerCase() }, { populate: ['server'] });
  if (!community) throw new AppError('NOT_FOUND', 'COMMUNITY_NOT_FOUND', messages.community.notFound);
  const now = clockNow();
  const server = community.server;
  const rows = await ctx.em.find(
    Tournament,
    { server: server.id, ...publishedWhere(now) },
    { fields: ['id'], orderBy: [{ publishDate: 'desc' }, { seasonNumber: 'desc' }, { id: 'asc' }] },
  );
  const cards = await loadEventCards(
    ctx.em,
    rows.map((row) => row.id),
    ctx.actor?.userId ?? null,
    now,
  );
  const byStage: Record<EventListItem['status'], EventListItem[]> = { upcoming: [], ongoing: [], past: [] };
  const champions: Champions = [];
  const finished: FinishedSeason[] = [];
  for (const row of rows) {
    const card = cards.get(row.id);
    if (!card) continue;
    const item = toEventListItem(card, now);
    if (item.status === 'past') {
      const placings = await loadFinalPlacings(ctx.em, { id: card.id, gameId: card.gameId });
      finished.push({
        tournamentId: card.id,
        series: card.eventName,
        seasonNumber: card.seasonNumber,
        placings,
      });
      const [first] = placings;
      const champion = first?.place === 1 ? first.team : null;
      byStage.past.push({ ...item, champion });
      if (champion) {
        let series = champions.find((entry) => entry.series === card.eventName);
        if (!series) {
          series = { series: card.eventName, seasons: [] };
          champions.push(series);
        }
        series.seasons.push({
          eventId: card.id,
          title: item.title,
          seasonNumber: card.seasonNumber,
          champion,
        });
      }
    } else byStage[item.status].push(item);
  }
  for (const entry of champions) entry.seasons.sort((a, b) => b.seasonNumber - a.seasonNumber);
  return {
    slug: community.slug,
    name: server.name,
    icon: communityIcon(server, community.icon),
    banner: community.banner ? fileUrl(community.banner.id) : null,
    description: community.description,
    inviteUrl: community.inviteUrl ?? null,
    socials: community.socials,
    // Upcoming soonest first reads best; the others newest first.
    upcoming: byStage.upcoming.reverse(),
    ongoing: byStage.ongoing,
    past: byStage.past,
    champions,
    staff: await communityStaffOf(ctx.em, server.id),
    circuits: await communityCircuits(ctx.em, server.id, finished),
  };
}
