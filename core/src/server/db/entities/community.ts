import { defineEntity, p } from '@mikro-orm/core';
import type { CommunitySocial } from '../../../contracts/communities.ts';
import { updatedAtColumn } from './columns.ts';
import { DiscordServer } from './discord-server.ts';
import { UploadedFile } from './uploaded-file.ts';

/** A Discord server's public home at /c/<slug>: one row per server, made on its admins' first save. */
export const Community = defineEntity({
  name: 'Community',
  tableName: 'communities',
  properties: {
    server: () => p.oneToOne(DiscordServer).primary().deleteRule('cascade'),
    /** Unique: the page's address (core `communitySlugProblem`). */
    slug: p.string().length(32).unique(),
    /** Markdown, shown without raw HTML. */
    description: p.text().default(''),
    inviteUrl: p.string().length(200).nullable(),
    socials: p.json<CommunitySocial[]>().default([]),
    banner: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    icon: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    /** Whether its players' ratings here show on their public pages (issue 33: off unless chosen). */
    showRatings: p.boolean().default(false),
    updatedAt: updatedAtColumn(),
  },
});
