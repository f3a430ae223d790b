/**
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) as the organiser types them. Turning them
 * into instants needs the event's UTC offset; the product's times are IST, so that is the default.
 */
export const IST_UTC_OFFSET_MINUTES = 330;

export interface UtcOffsetOption {
  utcOffsetMinutes?: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const dateParts = (date: string): [number, number, number] | null => {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return [year, month, day];
};

const timeParts = (time: string): [number, number] | null => {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? [hours, minutes] : null;
};

/** A real calendar day written YYYY-MM-DD (2025-02-29 is not one). */
export const isIsoDate = (value: string): boolean => dateParts(value) !== null;

/** HH:MM with hour 0-23 and minute 0-59. */
export const isClockTime = (value: string): boolean => timeParts(value) !== null;

const requireDate = (date: string): [number, number, number] => {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return parts;
};

const requireTime = (time: string): [number, number] => {
  const parts = timeParts(time);
  if (!parts) throw new RangeError(`Not an HH:MM time: ${time}`);
  return parts;
};

export const addDays = (date: string, days: number): string => {
  const [year, month, day] = requireDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
};

/** Negative when a is earlier; both pairs must be valid. Zero-padded fields make text order time order. */
export const compareDateTime = (aDate: string, aTime: string, bDate: string, bTime: string): number => {
  requireDate(aDate);
  requireDate(bDate);
  requireTime(aTime);
  requireTime(bTime);
  const a = `${aDate}T${aTime}`;
  const b = `${bDate}T${bTime}`;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** The instant (epoch ms) a wall-clock date and time stand for at the given UTC offset. */
export const toInstant = (date: string, time: string, utcOffsetMinutes = IST_UTC_OFFSET_MINUTES): number => {
  const [year, month, day] = requireDate(date);
  const [hours, minutes] = requireTime(time);
  return Date.UTC(year, month - 1, day, hours, minutes) - utcOffsetMinutes * MINUTE_MS;
};
