import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FakeHandler, RecordedRequest } from './http-fake.ts';
import { sendJson } from './http-fake.ts';

export interface FakeThread {
  id: string;
  parentId: string;
  name: string;
  type: number;
  invitable: boolean;
  members: string[];
  pinned: string[];
  archived: boolean;
  locked: boolean;
}

interface StoredMessage {
  id: string;
  channelId: string;
  body: Record<string, unknown>;
}

const snowflake = () => randomBytes(8).readBigUInt64BE().toString();
const json = (req: RecordedRequest) => (req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {});
const unknownChannel = (res: ServerResponse) =>
  sendJson(res, 404, { message: 'Unknown Channel', code: 10003 });

/**
 * Discord's thread endpoints for the REST fake: private threads in a channel, thread members, pins,
 * message edits, archiving. `refuseThreadsIn` answers 403 as Discord does without "Create Private
 * Threads"; `deleteThread` makes later calls on it 404 (Unknown Channel).
 */
export function fakeDiscordThreads(options: {
  messages: StoredMessage[];
  refuseUnauthorised: (req: RecordedRequest, res: ServerResponse) => boolean;
}) {
  const threads = new Map<string, FakeThread>();
  const refused = new Set<string>();
  const deleted = new Set<string>();
  let failMemberAdds = 0;
  const { messages, refuseUnauthorised } = options;
  const part = (req: RecordedRequest, index: number) => req.path.split('/')[index] ?? '';
  const liveThread = (req: RecordedRequest, res: ServerResponse): FakeThread | null => {
    const thread = threads.get(part(req, 4));
    if (!thread) unknownChannel(res);
    return thread ?? null;
  };

  const routes: [RegExp, FakeHandler][] = [
    [
      /^POST \/api\/v10\/channels\/[^/]+\/threads$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const parentId = part(req, 4);
        if (refused.has(parentId)) return sendJson(res, 403, { message: 'Missing Permissions', code: 50013 });
        const body = json(req);
        const thread: FakeThread = {
          id: snowflake(),
          parentId,
          name: String(body.name ?? ''),
          type: Number(body.type ?? 11),
          invitable: body.invitable !== false,
          members: [],
          pinned: [],
          archived: false,
          locked: false,
        };
        threads.set(thread.id, thread);
        sendJson(res, 201, { id: thread.id, parent_id: parentId, name: thread.name, type: thread.type });
      },
    ],
    [
      /^PUT \/api\/v10\/channels\/[^/]+\/thread-members\/[^/]+$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        if (failMemberAdds > 0) {
          failMemberAdds -= 1;
          return sendJson(res, 500, { message: 'Internal Server Error', code: 0 });
        }
        const thread = liveThread(req, res);
        if (!thread) return;
        const userId = part(req, 6);
        if (!thread.members.includes(userId)) thread.members.push(userId);
        res.writeHead(204).end();
      },
    ],
    [
      /^PUT \/api\/v10\/channels\/[^/]+\/pins\/[^/]+$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const thread = liveThread(req, res);
        if (!thread) return;
        thread.pinned.push(part(req, 6));
        res.writeHead(204).end();
      },
    ],
    [
      /^PATCH \/api\/v10\/channels\/[^/]+\/messages\/[^/]+$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const channelId = part(req, 4);
        if (!threads.has(channelId)) return unknownChannel(res);
        const message = messages.find(
          (stored) => stored.id === part(req, 6) && stored.channelId === channelId,
        );
        if (!message) return sendJson(res, 404, { message: 'Unknown Message', code: 10008 });
        message.body = { ...message.body, ...json(req) };
        sendJson(res, 200, { id: message.id, channel_id: channelId, ...message.body });
      },
    ],
    [
      /^PATCH \/api\/v10\/channels\/[^/]+$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const thread = liveThread(req, res);
        if (!thread) return;
        const body = json(req);
        if (typeof body.archived === 'boolean') thread.archived = body.archived;
        if (typeof body.locked === 'boolean') thread.locked = body.locked;
        sendJson(res, 200, {
          id: thread.id,
          thread_metadata: { archived: thread.archived, locked: thread.locked },
        });
      },
    ],
  ];

  return {
    routes,
    /** Posts to a deleted thread 404 like Discord; the message route asks before accepting one. */
    isDeleted: (channelId: string) => deleted.has(channelId),
    api: {
      threads,
      /** Threads opened in this channel. */
      threadsIn: (channelId: string) =>
        [...threads.values()].filter((thread) => thread.parentId === channelId),
      /** Messages posted in this thread (or channel), oldest first, as they now read (edits applied). */
      messagesIn: (channelId: string) => messages.filter((message) => message.channelId === channelId),
      /** The bot lacks "Create Private Threads" in this channel. */
      refuseThreadsIn(channelId: string) {
        refused.add(channelId);
      },
      /** The next `count` thread-member additions fail with a 500, as a Discord outage would. */
      failMemberAddsNext(count: number) {
        failMemberAdds = count;
      },
      /** Someone (a moderator) deleted one message in Discord. */
      deleteMessage(channelId: string, messageId: string) {
        const index = messages.findIndex(
          (message) => message.id === messageId && message.channelId === channelId,
        );
        if (index >= 0) messages.splice(index, 1);
      },
      /** Someone deleted the thread in Discord. */
      deleteThread(threadId: string) {
        threads.delete(threadId);
        deleted.add(threadId);
      },
    },
  };
}
