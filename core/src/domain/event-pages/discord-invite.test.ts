import { describe, expect, it } from 'vitest';
import { isDiscordInviteLink } from './discord-invite.ts';

describe('isDiscordInviteLink', () => {
  it.each([
    'https://discord.gg/galaxia-esports',
    'https://discord.com/invite/AbC123',
    'https://www.discord.com/invite/AbC123/',
  ])('accepts discord.gg and discord.com/invite links over https: %s', (link) => {
    expect(isDiscordInviteLink(link)).toBe(true);
  });

  it.each([
    'http://discord.gg/galaxia',
    'https://discord.gg.evil.com/galaxia',
    'https://discord.com/channels/1/2',
    'https://example.com/invite/abc',
    'discord.gg/galaxia',
  ])('refuses other hosts, plain http and links that are not invites: %s', (link) => {
    expect(isDiscordInviteLink(link)).toBe(false);
  });
});
