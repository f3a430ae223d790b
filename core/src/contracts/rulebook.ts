import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { requiredText, text } from './text-fields.ts';

/** Room for a long rulebook (the generated one is about 2,000 characters) but not for a novel. */
export const RULEBOOK_MAX_LENGTH = 20_000;

/** PUT /api/tournaments/:id/rulebook: the organiser's own rulebook, in Markdown. */
export const rulebookPayloadSchema = z.object({
  markdown: requiredText(
    coded('RULEBOOK_EDITOR_REQUIRED', messages.rulebookEditor.required),
    'Rulebook',
    RULEBOOK_MAX_LENGTH,
  ),
});
export type RulebookPayload = z.infer<typeof rulebookPayloadSchema>;

/** GET /api/events/:id/rulebook: the Markdown the rulebook page renders; edited once the organiser wrote it. */
export const rulebookSchema = z.object({ markdown: text().min(1), edited: z.boolean() });
export type Rulebook = z.infer<typeof rulebookSchema>;

/** GET /api/tournaments/:id/rulebook: what the editor shows, and the generated text a reset goes back to. */
export const organiserRulebookSchema = rulebookSchema.extend({ generated: text().min(1) });
export type OrganiserRulebook = z.infer<typeof organiserRulebookSchema>;
