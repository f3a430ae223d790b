import type { APIEmbed } from 'discord.js';

/** A slash command as both transports hand it over: who, where, which command, with what options. */
export interface Invocation {
  commandName: string;
  options: Readonly<Record<string, string | number | boolean>>;
  user: { id: string; username: string; globalName: string | null; avatar: string | null };
  /** Null in a DM. `permissions` is the member's bitfield in the server, as Discord computed it. */
  guild: { id: string; permissions: string; name: () => Promise<string> } | null;
  /** The person's Discord language (`hi`, `en-US`, …), which the bot answers in. */
  locale: string | null;
}

/** What the user typed so far in the option Discord asks suggestions for. */
export interface FocusedOption {
  name: string;
  value: string;
}

export interface AutocompleteChoice {
  name: string;
  value: string;
}

export interface BotReply {
  content?: string;
  embeds?: APIEmbed[];
  /** Seen only by the person who ran the command. */
  ephemeral: boolean;
}

/**
 * How a transport answers one interaction. The first `reply` or `defer` is the interaction's response
 * (due within Discord's 3 seconds); `editOriginal`, `deleteOriginal` and `followUp` come after a defer.
 */
export interface Responder {
  reply(reply: BotReply): Promise<void>;
  defer(ephemeral: boolean): Promise<void>;
  editOriginal(reply: BotReply): Promise<void>;
  deleteOriginal(): Promise<void>;
  followUp(reply: BotReply): Promise<void>;
}
