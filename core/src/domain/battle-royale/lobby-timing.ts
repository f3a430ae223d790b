const MINUTE_MS = 60_000;

/** Rulebook: room details are shared 15 minutes before the match. */
export const ROOM_DETAILS_LEAD_MINUTES = 15;
/** Rulebook: disputes within 15 minutes. */
export const RESULT_FLAG_WINDOW_MINUTES = 15;

export const roomRevealTime = (scheduledTime: Date): Date =>
  new Date(scheduledTime.getTime() - ROOM_DETAILS_LEAD_MINUTES * MINUTE_MS);

/** Whether a rostered player of the lobby may see the room now; nobody sees it before a time is set. */
export const isRoomRevealed = (scheduledTime: Date | null, now: Date): boolean =>
  scheduledTime !== null && now.getTime() >= roomRevealTime(scheduledTime).getTime();

/** Results can be entered once the match has begun. */
export const hasMatchStarted = (scheduledTime: Date | null, now: Date): boolean =>
  scheduledTime !== null && now.getTime() >= scheduledTime.getTime();

export const flagWindowEnds = (enteredAt: Date): Date =>
  new Date(enteredAt.getTime() + RESULT_FLAG_WINDOW_MINUTES * MINUTE_MS);

export const canFlagResults = (enteredAt: Date, now: Date): boolean =>
  now.getTime() <= flagWindowEnds(enteredAt).getTime();
