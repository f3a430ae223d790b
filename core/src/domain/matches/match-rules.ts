/** Rulebook: disputes are raised within 15 minutes. */
export const DISPUTE_WINDOW_MINUTES = 15;
