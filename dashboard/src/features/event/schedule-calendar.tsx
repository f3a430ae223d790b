import { istToday } from '@galaxia/core';
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { dayButtonLabel } from '../../lib/day-button-label.ts';

const calendarColours = {
  '--rdp-accent-color': 'var(--color-brand-400)',
  '--rdp-accent-background-color': 'rgb(168 85 247 / 0.25)',
  '--rdp-today-color': 'var(--color-neon-400)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.3rem',
  '--rdp-day_button-width': '2.3rem',
} as CSSProperties;

const fromIso = (value: string) => new Date(`${value}T00:00:00`);

/**
 * The month view with every match day highlighted (spec: a multi-date calendar). Read-only: the
 * highlighted days are the event's schedule, not a choice. Loaded lazily with the calendar page.
 */
export default function ScheduleCalendar({ dates }: { dates: readonly string[] }) {
  const selected = dates.map(fromIso);
  // The event's days are days in India, whatever the viewer's zone.
  const today = istToday(new Date());
  const firstToCome = dates.find((date) => date >= today) ?? dates[0];
  return (
    <DayPicker
      mode="multiple"
      selected={selected}
      locale={enUS}
      labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers, 'match day') }}
      weekStartsOn={0}
      defaultMonth={firstToCome ? fromIso(firstToCome) : undefined}
      footer={
        <p className="mt-3 text-sm text-slate-400">
          {dates.length} match {dates.length === 1 ? 'day' : 'days'} highlighted
        </p>
      }
      modifiersClassNames={{ selected: 'rdp-selected text-white [&>button]:bg-brand-500/30!' }}
      // The library's stylesheet is not in a cascade layer, so its variables are overridden inline.
      style={calendarColours}
    />
  );
}
