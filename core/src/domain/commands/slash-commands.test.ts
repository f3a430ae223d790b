import { describe, expect, it } from 'vitest';
import { findSlashCommand, slashCommands } from './slash-commands.ts';

const optionNames = (name: string) => findSlashCommand(name)?.options.map((option) => option.name);

describe('slash command catalogue', () => {
  it('has eight commands, each with the role badge the Command Set page shows', () => {
    expect(slashCommands.map(({ name, role }) => `/${name} ${role}`)).toEqual([
      '/create-tournament Admin',
      '/galaxia-setup Admin',
      '/register-team Member',
      '/schedule-match Team Rep',
      '/claim-stream Streamer',
      '/release-stream Streamer',
      '/verify-player Member',
      '/tournament-stats Member',
    ]);
  });

  it('asks each command for its options, never for the server (the guild it runs in)', () => {
    expect(optionNames('create-tournament')).toEqual(['name', 'season', 'game']);
    expect(optionNames('register-team')).toEqual(['tournament', 'team']);
    expect(optionNames('schedule-match')).toEqual(['match', 'time']);
    expect(optionNames('claim-stream')).toEqual(['match', 'platform', 'url']);
    expect(optionNames('release-stream')).toEqual(['match']);
    expect(optionNames('verify-player')).toEqual(['game', 'player-tag', 'token']);
    expect(optionNames('tournament-stats')).toEqual(['tournament']);
  });

  it('offers the six games when creating a tournament and the four platforms when claiming a stream', () => {
    const choices = (command: string, option: string) =>
      findSlashCommand(command)
        ?.options.find((o) => o.name === option)
        ?.choices?.map((choice) => choice.value);
    expect(choices('create-tournament', 'game')).toEqual([
      'coc',
      'bgmi',
      'valorant',
      'freefire',
      'pubg',
      'codm',
    ]);
    expect(choices('claim-stream', 'platform')).toEqual(['Twitch', 'YouTube', 'Kick', 'Facebook']);
    expect(choices('verify-player', 'game')).toEqual(['coc', 'bgmi']);
  });

  it('asks for the tag and token only as optional options, checked per game when the command runs', () => {
    const verify = findSlashCommand('verify-player');
    expect(verify?.options.map((option) => [option.name, option.required])).toEqual([
      ['game', true],
      ['player-tag', false],
      ['token', false],
    ]);
  });

  it('keeps within the limits Discord sets on names and descriptions', () => {
    const discordName = /^[a-z0-9-]{1,32}$/;
    for (const command of slashCommands) {
      expect(command.name).toMatch(discordName);
      expect(command.description.length).toBeGreaterThan(0);
      expect(command.description.length).toBeLessThanOrEqual(100);
      for (const option of command.options) {
        expect(option.name).toMatch(discordName);
        expect(option.description.length).toBeLessThanOrEqual(100);
      }
    }
  });

  it('finds a command by name and nothing for an unknown name', () => {
    expect(findSlashCommand('claim-stream')?.role).toBe('Streamer');
    expect(findSlashCommand('/claim-stream')).toBeUndefined();
  });
});
