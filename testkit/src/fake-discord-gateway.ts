import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { FAKE_BOT_USER } from './fake-discord-guild.ts';

/** Gateway opcodes (Discord API v10) the fake speaks. */
const OP = {
  dispatch: 0,
  heartbeat: 1,
  identify: 2,
  resume: 6,
  reconnect: 7,
  invalidSession: 9,
  hello: 10,
  heartbeatAck: 11,
} as const;

export interface GatewayIdentify {
  token: string;
  shard: [number, number];
  intents: number;
  sessionId: string;
  /** The servers announced to this shard (GUILD_CREATE), those whose id maps to it. */
  guilds: string[];
}

interface Session {
  id: string;
  shard: [number, number];
  socket: WebSocket | null;
  seq: number;
  /** Every dispatch sent, so a resume can replay what the client missed. */
  sent: { s: number; frame: string }[];
}

interface FakeGuildEntry {
  id: string;
  name: string;
}

/** The shard Discord routes a server's events to: `(guild_id >> 22) % shard_count`. */
export const shardOfGuild = (guildId: string, shardCount: number) =>
  Number((BigInt(guildId) >> 22n) % BigInt(shardCount));

const sessionId = () => randomBytes(16).toString('hex');

const guildCreate = (guild: FakeGuildEntry) => ({
  id: guild.id,
  name: guild.name,
  icon: null,
  owner_id: FAKE_BOT_USER.id,
  unavailable: false,
  joined_at: '2026-01-01T00:00:00.000Z',
  large: false,
  member_count: 1,
  features: [],
  roles: [],
  emojis: [],
  stickers: [],
  channels: [],
  threads: [],
  members: [],
  presences: [],
  voice_states: [],
  stage_instances: [],
  guild_scheduled_events: [],
  premium_tier: 0,
  preferred_locale: 'en-US',
  verification_level: 0,
  default_message_notifications: 0,
  explicit_content_filter: 0,
  mfa_level: 0,
  nsfw_level: 0,
  afk_timeout: 300,
  system_channel_flags: 0,
});

/**
 * Discord's gateway (v10, JSON, no compression) over WebSocket: HELLO, heartbeats and their ACKs,
 * IDENTIFY with `shard: [id, count]` answered by READY then a GUILD_CREATE per server that belongs to
 * that shard, RESUME of a known session (the missed dispatches replayed, then RESUMED). Tests push
 * dispatches (`interaction`) to the shard that owns the server, and `drop` a shard's connection to make
 * the client resume. Serve its `url` from the fake REST's `GET /gateway/bot`.
 */
export async function startFakeDiscordGateway(
  options: {
    token?: string;
    guilds?: FakeGuildEntry[];
    applicationId?: string;
    heartbeatIntervalMs?: number;
  } = {},
) {
  const guilds = [...(options.guilds ?? [])];
  const identifies: GatewayIdentify[] = [];
  const resumes: { sessionId: string; seq: number }[] = [];
  const sessions = new Map<string, Session>();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const applicationId = options.applicationId ?? '1100000000000000001';

  const send = (socket: WebSocket, frame: Record<string, unknown>) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const dispatchTo = (session: Session, t: string, d: unknown) => {
    session.seq += 1;
    const frame = JSON.stringify({ op: OP.dispatch, t, s: session.seq, d });
    session.sent.push({ s: session.seq, frame });
    if (session.socket?.readyState === session.socket?.OPEN) session.socket?.send(frame);
  };
  const live = () => [...sessions.values()].filter((session) => session.socket !== null);
  const sessionOfShard = (shardId: number) => live().find((session) => session.shard[0] === shardId) ?? null;

  function identify(socket: WebSocket, d: Record<string, unknown>) {
    const token = String(d.token ?? '').replace(/^Bot\s+/i, '');
    if (options.token && token !== options.token) return socket.close(4004, 'Authentication failed.');
    const [shardId, count] = (Array.isArray(d.shard) ? d.shard : [0, 1]).map(Number) as [number, number];
    if (!(count >= 1 && shardId >= 0 && shardId < count)) return socket.close(4010, 'Invalid shard.');
    const session: Session = { id: sessionId(), shard: [shardId, count], socket, seq: 0, sent: [] };
    // A shard that identifies again replaces its earlier session (Discord ends the older one).
    for (const old of sessions.values()) {
      if (old.shard[0] === shardId && old.shard[1] === count) {
        old.socket?.close(4009, 'Session timed out.');
        sessions.delete(old.id);
      }
    }
    sessions.set(session.id, session);
    socket.once('close', () => {
      if (session.socket === socket) session.socket = null;
    });
    const own = guilds.filter((guild) => shardOfGuild(guild.id, count) === shardId);
    identifies.push({
      token,
      shard: [shardId, count],
      intents: Number(d.intents ?? 0),
      sessionId: session.id,
      guilds: own.map((guild) => guild.id),
    });
    dispatchTo(session, 'READY', {
      v: 10,
      user: { ...FAKE_BOT_USER, discriminator: '0', global_name: null, avatar: null },
      guilds: own.map((guild) => ({ id: guild.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: url,
      shard: [shardId, count],
      application: { id: applicationId, flags: 0 },
    });
    for (const guild of own) dispatchTo(session, 'GUILD_CREATE', guildCreate(guild));
  }

  function resume(socket: WebSocket, d: Record<string, unknown>) {
    const session = sessions.get(String(d.session_id ?? ''));
    const token = String(d.token ?? '').replace(/^Bot\s+/i, '');
    if (!session || (options.token && token !== options.token)) {
      return send(socket, { op: OP.invalidSession, d: false, s: null, t: null });
    }
    const seq = Number(d.seq ?? 0);
    resumes.push({ sessionId: session.id, seq });
    session.socket = socket;
    socket.once('close', () => {
      if (session.socket === socket) session.socket = null;
    });
    for (const missed of session.sent.filter((entry) => entry.s > seq)) socket.send(missed.frame);
    dispatchTo(session, 'RESUMED', {});
  }

  server.on('connection', (socket) => {
    send(socket, {
      op: OP.hello,
      d: { heartbeat_interval: options.heartbeatIntervalMs ?? 41_250 },
      s: null,
      t: null,
    });
    socket.on('message', (raw) => {
      let frame: { op?: number; d?: unknown };
      try {
        frame = JSON.parse(String(raw)) as { op?: number; d?: unknown };
      } catch {
        return socket.close(4002, 'Error while decoding payload.');
      }
      const d = (frame.d ?? {}) as Record<string, unknown>;
      if (frame.op === OP.heartbeat) send(socket, { op: OP.heartbeatAck, d: null, s: null, t: null });
      else if (frame.op === OP.identify) identify(socket, d);
      else if (frame.op === OP.resume) resume(socket, d);
    });
  });

  return {
    url,
    /** Every IDENTIFY received, in order: the token, `[shard_id, shard_count]`, the intents. */
    identifies,
    /** Every RESUME accepted: the session and the last sequence the client had seen. */
    resumes,
    addGuild(id: string, name: string) {
      guilds.push({ id, name });
    },
    /** The shard connected for this server, or null when none is. */
    shardFor(guildId: string): [number, number] | null {
      const session = live().find(
        (candidate) => shardOfGuild(guildId, candidate.shard[1]) === candidate.shard[0],
      );
      return session?.shard ?? null;
    },
    /** Sends a dispatch to the shard that owns `guildId` (or shard 0 for a DM); the shard it went to. */
    dispatch(guildId: string | null, t: string, d: unknown): [number, number] {
      const session = guildId
        ? live().find((candidate) => shardOfGuild(guildId, candidate.shard[1]) === candidate.shard[0])
        : sessionOfShard(0);
      if (!session) throw new Error(`no shard is connected for ${guildId ?? 'direct messages'}`);
      dispatchTo(session, t, d);
      return session.shard;
    },
    /** An INTERACTION_CREATE (command, component, modal submit) as Discord delivers it. */
    interaction(payload: { guild_id?: string; [field: string]: unknown }) {
      return this.dispatch(payload.guild_id ?? null, 'INTERACTION_CREATE', payload);
    },
    /** Closes a shard's connection as a network fault does: the client reconnects and resumes. */
    drop(shardId: number) {
      sessionOfShard(shardId)?.socket?.close(4000, 'Unknown error.');
    },
    /** Asks a shard to reconnect (op 7), as Discord does before moving a session. */
    reconnect(shardId: number) {
      const socket = sessionOfShard(shardId)?.socket;
      if (socket) send(socket, { op: OP.reconnect, d: null, s: null, t: null });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

export type FakeDiscordGateway = Awaited<ReturnType<typeof startFakeDiscordGateway>>;
