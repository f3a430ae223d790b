import { eventDateRange, messages, routeContracts } from '@galaxia/core';
import { getEvent } from '@galaxia/core/server';
import type { Response } from 'express';
import type { RouteTable } from '../routes/define-route.ts';
import { type ShareCard, shareCardPng } from './share-card.ts';

const sendPng = (res: Response, card: ShareCard) => {
  // A card changes only when the event is edited; unfurlers and CDNs may keep it for a while.
  res.setHeader('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
  res.type('png').send(shareCardPng(card));
};

/** The images public pages name as `og:image` when the event has no poster (pages/page-renderer.ts). */
export function cardRoutes(routes: RouteTable) {
  routes.serve({
    contract: routeContracts.media.eventCard,
    async run(ctx, { params }) {
      // Everyone sees the same card: the anonymous view, never the asker's participation.
      const event = await getEvent({ em: ctx.em, actor: null }, params.id);
      const dates = eventDateRange(event.schedule.map((item) => item.date));
      const prize = event.prizePool ? messages.pageMeta.prizePool(event.prizePool) : '';
      sendPng(ctx.res, { eyebrow: event.game, title: event.title, lines: [dates, prize, event.host] });
    },
  });
  routes.serve({
    contract: routeContracts.media.siteCard,
    run(ctx) {
      sendPng(ctx.res, {
        eyebrow: messages.pageMeta.siteName,
        title: messages.pageMeta.siteTagline,
        lines: [messages.pageMeta.siteDescription],
      });
    },
  });
}
