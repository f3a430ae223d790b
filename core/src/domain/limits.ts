/**
 * Documented sizes the engines and forms accept. They keep every number far inside PostgreSQL's int4
 * columns and keep the planners' work bounded, so a huge input is a 400 with a message, not a 500.
 */
export const INT4_MAX = 2_147_483_647;
/** Teams in one phase (any bracket format). */
export const MAX_PHASE_TEAMS = 4096;
/** Groups in one group stage. */
export const MAX_GROUPS = 256;
/** Phases in one roadmap. */
export const MAX_PHASES = 32;
export const MAX_SEASON_NUMBER = 9999;
/** Games or points in one match score. */
export const MAX_SCORE = 9999;
/** Any one figure of a player's stat line (kills, deaths, army...). */
export const MAX_STAT = 1_000_000;
/** Players of one Town Hall level in a breakdown. */
export const MAX_BREAKDOWN_COUNT = 10_000;
/** How far (px) a graphics element may sit from the canvas, and its layer range. */
export const MAX_CANVAS_OFFSET = 100_000;
export const MAX_Z_INDEX = 100_000;
