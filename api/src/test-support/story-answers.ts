import { expect, vi } from 'vitest';

/** Asserts status and body in one go, so a failure shows what the API said; answers the parsed body. */
export async function expectAnswer(response: Promise<Response>, status: number, body?: unknown) {
  const answered = await response;
  const text = await answered.text();
  const payload = text ? JSON.parse(text) : null;
  expect({ status: answered.status, body: body === undefined ? undefined : payload }).toEqual({
    status,
    body,
  });
  return payload;
}

/** Like `expectAnswer`, for a body that need only contain `body` (a refusal's `fields`, say, may list more). */
export async function expectAnswerLike(response: Promise<Response>, status: number, body: object) {
  const answered = await response;
  const text = await answered.text();
  expect({ status: answered.status, body: text ? JSON.parse(text) : null }).toMatchObject({ status, body });
}

/**
 * A story's calendar in IST from its day 0 (`YYYY-MM-DD`): `dayOf(n)` is a date, `ist(n, 'HH:MM')` an
 * instant, `round(key, name, n)` a calendar round played on day n from 09:00 to 23:00, and
 * `at(instant)` moves the faked Date there (the app runs in the test's process).
 */
export function storyCalendar(dayZero: string) {
  const start = Date.parse(`${dayZero}T00:00:00Z`);
  const dayOf = (day: number) => new Date(start + day * 86_400_000).toISOString().slice(0, 10);
  const ist = (day: number, time: string) => new Date(`${dayOf(day)}T${time}:00+05:30`);
  const round = (roundKey: string, roundName: string, day: number) => ({
    roundKey,
    roundName,
    startDate: dayOf(day),
    endDate: dayOf(day),
    startTime: '09:00',
    endTime: '23:00',
  });
  const at = (instant: Date) => vi.setSystemTime(instant);
  return { dayOf, ist, round, at };
}
