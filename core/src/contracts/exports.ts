import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { idSchema } from './text-fields.ts';

/** GET /api/organiser/tournaments/:id/exports/:kind: the organiser's CSV downloads. */
export const EXPORT_KINDS = ['registrations', 'results', 'standings'] as const;
export const exportKindSchema = z.enum(
  EXPORT_KINDS,
  coded('EXPORTS_KIND_UNKNOWN', messages.exports.kindUnknown),
);
export type ExportKind = z.infer<typeof exportKindSchema>;

export const exportParamsSchema = z.object({ id: idSchema, kind: exportKindSchema });
