import type { ReadinessCheck, TournamentLifecycle } from '../../contracts/lifecycle.ts';
import { type Refusal, refusal } from '../errors/error-codes.ts';
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
export function publishRefusal(facts: LifecycleFacts, checklist: readonly ReadinessCheck[]): Refusal | null {
  if (facts.archived) return refusal('LIFECYCLE_ARCHIVED_FIRST', messages.lifecycle.archivedFirst);
  if (facts.lifecycle !== 'draft')
    return refusal('LIFECYCLE_ALREADY_PUBLISHED', messages.lifecycle.alreadyPublished);
  const missing = missingItems(checklist);
  return missing.length > 0
    ? refusal('LIFECYCLE_INCOMPLETE', messages.lifecycle.incomplete(missing.map((entry) => entry.label)))
    : null;
}

/** Back to draft only while nobody depends on the tournament: no team entered, nothing played. */
export function unpublishRefusal(facts: LifecycleFacts): Refusal | null {
  if (facts.lifecycle === 'draft') return refusal('LIFECYCLE_NOT_PUBLISHED', messages.lifecycle.notPublished);
  if (facts.lifecycle === 'completed' || facts.started)
    return refusal('LIFECYCLE_ALREADY_STARTED', messages.lifecycle.alreadyStarted);
  if (facts.teamsRegistered > 0)
    return refusal('LIFECYCLE_TEAMS_REGISTERED', messages.lifecycle.teamsRegistered(facts.teamsRegistered));
  return null;
}

/** Drafts and finished tournaments may be put away; a published one is unpublished first. */
export function archiveRefusal(facts: LifecycleFacts): Refusal | null {
  if (facts.archived) return refusal('LIFECYCLE_ALREADY_ARCHIVED', messages.lifecycle.alreadyArchived);
  if (facts.lifecycle === 'published')
    return refusal('LIFECYCLE_ARCHIVE_PUBLISHED', messages.lifecycle.archivePublished);
  return null;
}

export const unarchiveRefusal = (facts: LifecycleFacts): Refusal | null =>
  facts.archived ? null : refusal('LIFECYCLE_NOT_ARCHIVED', messages.lifecycle.notArchived);

/** Only a draft can be deleted: anything that was public keeps its history. */
export const deleteRefusal = (facts: LifecycleFacts): Refusal | null =>
  facts.lifecycle === 'draft'
    ? null
    : refusal('LIFECYCLE_DELETE_NOT_DRAFT', messages.lifecycle.deleteNotDraft);
