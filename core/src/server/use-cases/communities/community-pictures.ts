import type { DiscordServer } from '../../db/entities/index.ts';
import { fileUrl } from '../game-accounts/internal/file-url.ts';

type ServerRow = Pick<InstanceType<typeof DiscordServer.class>, 'id' | 'icon'>;

/** The server's own Discord icon, when Discord gave one (a hash; a full address is kept as it is). */
const discordIcon = (server: ServerRow): string | null => {
  if (!server.icon) return null;
  if (server.icon.startsWith('https://')) return server.icon;
  return /^(a_)?[0-9a-f]{32}$/.test(server.icon)
    ? `https://cdn.discordapp.com/icons/${server.id}/${server.icon}.png?size=256`
    : null;
};

/** An uploaded icon stands in for Discord's; without either the page shows the name's initials. */
export const communityIcon = (
  server: ServerRow,
  uploaded: { id: string } | null | undefined,
): string | null => (uploaded ? fileUrl(uploaded.id) : discordIcon(server));
