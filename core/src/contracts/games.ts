import { z } from 'zod';
import { GAME_IDS } from '../domain/games/games.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { text } from './text-fields.ts';

export const gameIdSchema = z.enum(
  GAME_IDS,
  coded('CREATE_TOURNAMENT_GAME_REQUIRED', messages.createTournament.gameRequired),
);
export type GameId = z.infer<typeof gameIdSchema>;

export const gameSchema = z.object({ id: gameIdSchema, name: text() });
export type Game = z.infer<typeof gameSchema>;
