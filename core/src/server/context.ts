import type { EntityManager } from '@mikro-orm/postgresql';

/** The signed-in person a use case acts for, however they arrived (web session, Discord interaction). */
export interface Actor {
  userId: string;
  /** Null for someone who signed up by email or Google and has not linked Discord. */
  discordId: string | null;
  name: string;
}

/** What every use case receives: its own EntityManager (forked per request or job) and who is asking. */
export interface UseCaseContext {
  em: EntityManager;
  actor: Actor;
}

export interface PublicContext {
  em: EntityManager;
  actor: Actor | null;
}
