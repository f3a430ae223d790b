import { AppError, isClockTime, isIsoDate, messages, toInstant } from '@galaxia/core';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})$/;

/** "2025-03-15 18:30" as the command asks for it (IST, the product's time zone) to an ISO instant. */
export function istDateTimeToIso(text: string): string {
  const [, date = '', rawTime = ''] = DATE_TIME.exec(text.trim()) ?? [];
  const time = rawTime.padStart(5, '0');
  if (!isIsoDate(date) || !isClockTime(time))
    throw new AppError('BAD_REQUEST', 'BOT_TIME_FORMAT', messages.bot.timeFormat);
  return new Date(toInstant(date, time)).toISOString();
}
