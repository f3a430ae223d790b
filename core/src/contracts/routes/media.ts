import { route } from './route-contract.ts';

/** Stored uploads, and the share cards public pages name as `og:image` when an event has no poster. */
export const mediaRoutes = {
  // Logos and posters are shown to visitors; the use case keeps evidence to its owner and reviewers.
  file: route({
    method: 'get',
    path: '/files/:id',
    access: 'public',
    summary: 'An uploaded file: a logo, a poster, or verification evidence for those who may see it',
    response: { media: 'file' },
  }),
  eventCard: route({
    method: 'get',
    path: '/events/:id/card.png',
    access: 'public',
    summary: "The event's share card, drawn from its details",
    response: { media: 'image/png' },
  }),
  siteCard: route({
    method: 'get',
    path: '/site-card.png',
    access: 'public',
    summary: "The site's share card",
    response: { media: 'image/png' },
  }),
};
