/**
 * The server's one source of "now". Use cases, entities and workers read it instead of `new Date()` so
 * tests and browser journeys can move time (a check-in window opening, a room reveal) without sleeping.
 */
type TimeSource = () => Date;

const systemTime: TimeSource = () => new Date();
let source: TimeSource = systemTime;

export const now = (): Date => source();

export function setClock(next: TimeSource): void {
  source = next;
}

export function resetClock(): void {
  source = systemTime;
}

/** Time that keeps running from `at`, as a real clock set to that moment would. */
export function clockFrom(at: Date): TimeSource {
  const offset = at.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
