import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type FakeDiscordRest, startFakeDiscordRest } from '@galaxia/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./deploy-commands.ts', import.meta.url));
const APPLICATION_ID = '1100000000000000001';

describe('deploy-commands (bulk overwrite through Discord REST at a configurable base URL)', () => {
  let discord: FakeDiscordRest;
  beforeAll(async () => {
    discord = await startFakeDiscordRest({ botToken: 'deploy-token' });
  });
  afterAll(() => discord.close());

  const deploy = (args: string[]) =>
    run(process.execPath, [script, ...args], {
      env: {
        ...process.env,
        DISCORD_API_URL: discord.apiUrl,
        DISCORD_BOT_TOKEN: 'deploy-token',
        DISCORD_CLIENT_ID: APPLICATION_ID,
      },
    });

  it('registers the eight commands in one server, then globally', async () => {
    const guild = await deploy(['--guild', '1400000000000000001']);
    expect(guild.stdout).toContain('Registered 8 commands in guild 1400000000000000001.');
    const global = await deploy([]);
    expect(global.stdout).toContain('Registered 8 commands globally.');
    expect(discord.commandRegistrations.map((registration) => registration.path)).toEqual([
      `/api/v10/applications/${APPLICATION_ID}/guilds/1400000000000000001/commands`,
      `/api/v10/applications/${APPLICATION_ID}/commands`,
    ]);
    const registered = (discord.commandRegistrations[0]?.body ?? []) as {
      name: string;
      options: unknown[];
    }[];
    const verify = registered.find((command) => command.name === 'verify-player');
    // Discord shows a Hindi app (locale key `hi`) the Hindi names and descriptions.
    expect(registered.find((command) => command.name === 'register-team')).toMatchObject({
      name_localizations: { hi: 'टीम-पंजीकरण' },
      description_localizations: { hi: 'टूर्नामेंट के लिए अपनी टीम का पंजीकरण करें' },
    });
    expect(verify?.options).toMatchObject([
      { name: 'game', required: true, choices: [{ value: 'coc' }, { value: 'bgmi' }] },
      { name: 'player-tag', required: false },
      { name: 'token', required: false },
    ]);
    // Two cold starts of the script (each loads core) on a loaded machine.
  }, 120_000);
});
