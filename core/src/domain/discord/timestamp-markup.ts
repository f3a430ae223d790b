/**
 * Discord's timestamp markup: the reader's client renders `<t:seconds:style>` in their own time zone.
 * Styles: `f` short date and time, `F` long date and time, `R` relative ("in 2 hours").
 */
export type DiscordTimestampStyle = 'f' | 'F' | 'R';

export const discordTimestamp = (at: string | Date, style: DiscordTimestampStyle): string =>
  `<t:${Math.floor(new Date(at).getTime() / 1000)}:${style}>`;
