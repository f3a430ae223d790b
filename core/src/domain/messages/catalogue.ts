import { accountsMessages } from './accounts.ts';
import { apiTokensMessages } from './api-tokens.ts';
import { battleRoyaleMessages } from './battle-royale.ts';
import { communitiesMessages } from './communities.ts';
import { entryVerificationMessages } from './entry-verification.ts';
import { exportsMessages } from './exports.ts';
import { matchesMessages } from './matches.ts';
import { organiserMessages } from './organiser.ts';
import { platformMessages } from './platform.ts';
import { publicSiteMessages } from './public-site.ts';
import { rostersMessages } from './rosters.ts';
import { teamsMessages } from './teams.ts';
import { vetoMessages } from './veto.ts';
import { webhooksMessages } from './webhooks.ts';

/**
 * Every user-facing string, assembled from one file per area (add a message to its area's file). The spec's texts are requirements and are kept verbatim;
 * adapters (HTTP, Discord, React) show these and never write their own copy of a rule's message.
 */
// Platform first: error codes come from the first key holding a text, and its generic HTTP texts keep their bare codes.
export const messages = {
  ...organiserMessages,
  ...matchesMessages,
  ...accountsMessages,
  ...teamsMessages,
  ...entryVerificationMessages,
  ...platformMessages,
  ...publicSiteMessages,
  ...rostersMessages,
  ...exportsMessages,
  ...apiTokensMessages,
  ...vetoMessages,
  ...communitiesMessages,
  ...webhooksMessages,
  battleRoyale: battleRoyaleMessages,
} as const;
