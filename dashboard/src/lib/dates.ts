const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

/** An ISO day (yyyy-mm-dd) as '22 Nov 2026'; the day is a calendar day, so no time zone shifts it. */
export const formatDay = (isoDay: string): string => {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return dayFormat.format(new Date(year, month - 1, day));
};

/** An instant in IST, the tournaments' home time zone: '22 Nov, 07:30 pm IST'. */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** '3 hours ago', '2 days ago', for announcement times. */
export const timeAgo = (iso: string, now = Date.now()): string => {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
};

const localDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant in the viewer's own time zone, for records of when someone acted (audit entries). */
export const formatLocalDateTime = (iso: string): string => localDateTimeFormat.format(new Date(iso));
