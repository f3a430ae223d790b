/** discord.gg/<code> or discord.com/invite/<code>, over https: the only links that open an invite. */
const INVITE = /^https:\/\/(?:discord\.gg|(?:www\.)?discord\.com\/invite)\/[A-Za-z0-9-]{2,32}\/?$/;

export const isDiscordInviteLink = (value: string): boolean => INVITE.test(value);
