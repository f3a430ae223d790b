import type { ReadinessCheck, TournamentLifecycle } from '../../contracts/lifecycle.ts';
import { messages } from '../messages/catalogue.ts';
import { missingItems } from './readiness.ts';

export interface LifecycleFacts {
  lifecycle: TournamentLifecycle;
  archived: boolean;
  /** Teams entered and not withdrawn. */
  teamsRegistered: number;
  /** A phase has started. */
  started: boolean;
}

/** Why Publish is refused now, or null: only a complete, unarchived draft goes public. */
export function publishRefusal(facts: LifecycleFacts, checklist: readonly ReadinessCheck[]): string | null {
  if (facts.archived) return messages.lifecycle.archivedFirst;
  if (facts.lifecycle !== 'draft') return messages.lifecycle.alreadyPublished;
  const missing = missingItems(checklist);
  return missing.length > 0 ? messages.lifecycle.incomplete(missing.map((entry) => entry.label)) : null;
}

/** Back to draft only while nobody depends on the tournament: no team entered, nothing played. */
export function unpublishRefusal(facts: LifecycleFacts): string | null {
  if (facts.lifecycle === 'draft') return messages.lifecycle.notPublished;
  if (facts.lifecycle === 'completed' || facts.started) return messages.lifecycle.alreadyStarted;
  if (facts.teamsRegistered > 0) return messages.lifecycle.teamsRegistered(facts.teamsRegistered);
  return null;
}

/** Drafts and finished tournaments may be put away; a published one is unpublished first. */
export function archiveRefusal(facts: LifecycleFacts): string | null {
  if (facts.archived) return messages.lifecycle.alreadyArchived;
  if (facts.lifecycle === 'published') return messages.lifecycle.archivePublished;
  return null;
}

export const unarchiveRefusal = (facts: LifecycleFacts): string | null =>
  facts.archived ? null : messages.lifecycle.notArchived;

/** Only a draft can be deleted: anything that was public keeps its history. */
export const deleteRefusal = (facts: LifecycleFacts): string | null =>
  facts.lifecycle === 'draft' ? null : messages.lifecycle.deleteNotDraft;
