import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { dayButtonLabel } from '../../lib/day-button-label.ts';
import { PopoverPanel } from './popover-panel.tsx';

const toIso = (date: Date) => date.toLocaleDateString('en-CA');
const fromIso = (value: string) => (value ? new Date(`${value}T00:00:00`) : undefined);
const readable = (value: string) =>
  value
    ? fromIso(value)?.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
    : '';

/**
 * A date field (ISO yyyy-mm-dd) with a calendar popover in English, weeks starting Sunday.
 * Imported lazily by the screens that use it, so the calendar library stays out of other pages.
 * Drawn inside a `Field`: once a date is picked, the button's name is the field's label and the date
 * ("Start date 28 Nov 2026"), so a screen reader says what is chosen. The calendar opens with focus on
 * the chosen day (else today), and closing it hands focus back to the button.
 */
export function DatePicker({
  id,
  value,
  onChange,
  invalid,
  ...aria
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          {...aria}
          aria-labelledby={value ? `${id}-label ${id}-value` : undefined}
          aria-invalid={invalid || aria['aria-invalid'] || undefined}
          className="flex h-10 w-full items-center justify-between rounded-lg border border-white/15 bg-ink-950/80 px-3 text-left text-sm text-slate-100 aria-[invalid=true]:border-red-400"
        >
          <span id={`${id}-value`} className={value ? '' : 'text-muted'}>
            {value ? readable(value) : 'Pick a date'}
          </span>
          <CalendarDays className="size-4 text-slate-400" aria-hidden />
        </button>
      </Popover.Trigger>
      <PopoverPanel align="start" sideOffset={6} className="p-3">
        <DayPicker
          mode="single"
          autoFocus
          locale={enUS}
          labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers) }}
          weekStartsOn={0}
          selected={fromIso(value)}
          defaultMonth={fromIso(value)}
          onSelect={(date) => {
            if (date) onChange(toIso(date));
            setOpen(false);
          }}
        />
      </PopoverPanel>
    </Popover.Root>
  );
}
