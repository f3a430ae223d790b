import { accountsMessages } from './accounts.ts';
import { battleRoyaleMessages } from './battle-royale.ts';
import { competitionMessages } from './competition.ts';
import { discordMessages } from './discord.ts';
import { httpMessages } from './http.ts';
import { mediaMessages } from './media.ts';
import { publicSiteMessages } from './public-site.ts';
import { tournamentSetupMessages } from './tournament-setup.ts';

/**
 * Every user-facing string, assembled from one file per area (messages/<area>.ts). The spec's texts are
 * requirements and are kept verbatim; adapters (HTTP, Discord, React) show these and never write their
 * own copy of a rule's message. Error codes derive from the keys (errors/error-codes.ts).
 */
export const messages = {
  // First: a text shared with a page title keeps the generic code (UNAUTHENTICATED).
  ...httpMessages,
  ...tournamentSetupMessages,
  ...competitionMessages,
  ...accountsMessages,
  ...publicSiteMessages,
  ...mediaMessages,
  ...discordMessages,
  battleRoyale: battleRoyaleMessages,
} as const;
