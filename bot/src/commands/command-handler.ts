import type { Language, SlashCommandName } from '@galaxia/core';
import type { Actor, UseCaseContext } from '@galaxia/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BotServices } from '../bot-services.ts';
import type { AutocompleteChoice, BotReply, FocusedOption, Invocation } from '../interactions/invocation.ts';

export interface CommandContext extends UseCaseContext {
  services: BotServices;
  invocation: Invocation;
  /** The language the reply is in: the interaction's `locale`. */
  language: Language;
}

export interface AutocompleteContext {
  em: EntityManager;
  /** Null for someone who has never used Galaxia: they have nothing of their own to pick. */
  actor: Actor | null;
  services: BotServices;
  invocation: Invocation;
}

export interface CommandHandler {
  name: SlashCommandName;
  /** Whether the answer is seen only by the person who ran the command (errors always are). */
  ephemeral: boolean;
  /** The work may outlast Discord's 3 seconds: acknowledge at once, then edit the answer in. */
  deferFirst: boolean;
  /** Commands outside a server: everything but account verification belongs to a server's events. */
  guildOnly: boolean;
  run(ctx: CommandContext): Promise<Omit<BotReply, 'ephemeral'>>;
  autocomplete?(ctx: AutocompleteContext, focused: FocusedOption): Promise<AutocompleteChoice[]>;
}

/** Discord shows at most 25 suggestions. */
export const MAX_CHOICES = 25;

export const optionText = (invocation: Invocation, name: string): string | undefined => {
  const value = invocation.options[name];
  return value === undefined ? undefined : String(value);
};

/** A server-scoped command's guild id; `guildOnly` handlers are only ever run inside one. */
export const guildIdOf = (invocation: Invocation): string => invocation.guild?.id ?? '';
