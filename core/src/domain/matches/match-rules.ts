/** Rulebook: disputes are raised within 15 minutes (spec part 9). */
export const DISPUTE_WINDOW_MINUTES = 15;
