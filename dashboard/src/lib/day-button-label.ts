import type { Modifiers } from 'react-day-picker';

/**
 * A calendar day's spoken name, opening with the number the button shows ("1 November 2026, Sunday"), so
 * voice control users can say what they see (WCAG 2.5.3); the library's own opens with the weekday.
 */
export function dayButtonLabel(date: Date, modifiers: Modifiers, selected = 'selected'): string {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long' });
  return [day, weekday, modifiers.today ? 'today' : null, modifiers.selected ? selected : null]
    .filter(Boolean)
    .join(', ');
}
