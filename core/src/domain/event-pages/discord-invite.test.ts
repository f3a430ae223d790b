import { describe, expect, it } from 'vitest';
import { isDiscordInviteLink } from './discord-invite.ts';

describe('isDiscordInviteLink', () => {
  it('accepts discord.gg and discord.com/invite links over https', () => {
    expect(isDiscordInviteLink('https://discord.gg/galaxia-esports')).toBe(true);
    expect(isDiscordInviteLink('https://discord.com/invite/AbC123')).toBe(true);
    expect(isDiscordInviteLink('https://www.discord.com/invite/AbC123/')).toBe(true);
  });

  it('refuses other hosts, plain http and links that are not invites', () => {
    expect(isDiscordInviteLink('http://discord.gg/galaxia')).toBe(false);
    expect(isDiscordInviteLink('https://discord.gg.evil.com/galaxia')).toBe(false);
    expect(isDiscordInviteLink('https://discord.com/channels/1/2')).toBe(false);
    expect(isDiscordInviteLink('https://example.com/invite/abc')).toBe(false);
    expect(isDiscordInviteLink('discord.gg/galaxia')).toBe(false);
  });
});
