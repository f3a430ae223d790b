import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** A real Ed25519 key pair, as Discord holds for the application; the bot is given the public half. */
export function applicationKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return { publicKeyHex: raw.toString('hex'), privateKey };
}

export interface SignedResponse {
  status: number;
  body: Record<string, unknown>;
  elapsedMs: number;
}

/** Sends an interaction to the HTTP transport the way Discord does: signed over timestamp + body. */
export async function sendSigned(
  url: string,
  privateKey: KeyObject,
  payload: unknown,
  options: { tamper?: boolean; timestamp?: number } = {},
): Promise<SignedResponse> {
  const body = JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
  const sentBody = options.tamper ? body.replace('"type":', '"type" :') : body;
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Signature-Ed25519': signature,
      'X-Signature-Timestamp': timestamp,
    },
    body: sentBody,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    elapsedMs: performance.now() - started,
  };
}

let sequence = 0;

export interface InteractionUser {
  id: string;
  name: string;
}

/** A unique interaction id: ids are de-duplicated in the Redis that every test file shares. */
export const interactionId = () => {
  sequence += 1;
  return `${Date.now()}${process.pid}${sequence}`;
};

/**
 * The fields Discord sends with every interaction besides the command or component: the gateway
 * transport's discord.js reads the channel from `channel` and requires `entitlements` and the
 * installation owners.
 */
export const deliveryFields = (guildId: string, channelId: string, channelType = 0) => ({
  authorizing_integration_owners: { '0': guildId },
  context: 0,
  channel_id: channelId,
  channel: { id: channelId, type: channelType },
  app_permissions: '0',
  entitlements: [],
  locale: 'en-GB',
  guild_locale: 'en-US',
});

/** A slash command (type 2) or autocomplete (type 4) payload as Discord sends it from a server. */
export function commandInteraction(
  command: string,
  options: Record<string, string | number>,
  from: { user: InteractionUser; guildId: string; permissions?: string; focused?: string; locale?: string },
  type: 2 | 4 = 2,
) {
  const id = interactionId();
  return {
    type,
    id,
    application_id: '1100000000000000001',
    token: `interaction-token-${id}`,
    version: 1,
    guild_id: from.guildId,
    ...deliveryFields(from.guildId, '1200000000000000001'),
    // Discord sends the person's client language on every interaction.
    locale: from.locale ?? 'en-US',
    member: {
      user: {
        id: from.user.id,
        username: from.user.name.toLowerCase(),
        global_name: from.user.name,
        avatar: null,
      },
      permissions: from.permissions ?? '0',
      roles: [],
    },
    data: {
      id: '1300000000000000001',
      name: command,
      type: 1,
      options: Object.entries(options).map(([name, value]) => ({
        name,
        type: typeof value === 'number' ? 4 : 3,
        value,
        ...(from.focused === name ? { focused: true } : {}),
      })),
    },
  };
}
