import { accountRoutes } from './account.ts';
import { authRoutes } from './auth.ts';
import { communityRoutes } from './communities.ts';
import { consoleRoutes } from './console.ts';
import { contactRoutes } from './contact.ts';
import { discordRoutes } from './discord.ts';
import { entryRoutes } from './entries.ts';
import { eventSetupRoutes } from './event-setup.ts';
import { gameAccountRoutes } from './game-accounts.ts';
import { graphicsRoutes } from './graphics.ts';
import { lobbyRoutes } from './lobbies.ts';
import { matchRoutes } from './matches.ts';
import { mediaRoutes } from './media.ts';
import { metaRoutes } from './meta.ts';
import { organiserRoutes } from './organiser.ts';
import { personalRoutes } from './personal.ts';
import { playRoutes } from './play.ts';
import { publicEventRoutes } from './public-events.ts';
import type { RouteContract } from './route-contract.ts';
import { rulingRoutes } from './rulings.ts';
import { teamRoutes } from './teams.ts';
import { vetoRoutes } from './veto.ts';
import { webhookRoutes } from './webhooks.ts';

export { healthReportSchema } from './meta.ts';
export { openApiDocument } from './openapi.ts';
export * from './route-contract.ts';

/**
 * The route table: every API route, by area. The api serves each entry (api/src/routes), the API
 * document is generated from it (openapi.ts) and the dashboard reads it. Adding a route is one entry
 * in its area's file; docs/routes.md tells the rest.
 */
export const routeContracts = {
  meta: metaRoutes,
  events: publicEventRoutes,
  organiser: organiserRoutes,
  me: personalRoutes,
  communities: communityRoutes,
  entries: entryRoutes,
  console: consoleRoutes,
  lobbies: lobbyRoutes,
  matches: matchRoutes,
  play: playRoutes,
  rulings: rulingRoutes,
  veto: vetoRoutes,
  teams: teamRoutes,
  account: accountRoutes,
  gameAccounts: gameAccountRoutes,
  auth: authRoutes,
  contact: contactRoutes,
  media: mediaRoutes,
  webhooks: webhookRoutes,
  discord: discordRoutes,
  graphics: graphicsRoutes,
  eventSetup: eventSetupRoutes,
};

/** Every entry with its key (`events.detail`), the name the dashboard and server rendering use. */
export const routeContractList = (): { key: string; contract: RouteContract }[] =>
  Object.entries(routeContracts).flatMap(([area, routes]) =>
    Object.entries(routes).map(([name, contract]) => ({ key: `${area}.${name}`, contract })),
  );
