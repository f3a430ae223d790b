import type { DateTimeSpan } from '@galaxia/core';
import { Fragment, lazy, Suspense } from 'react';
import { Field, Input } from './form-controls.tsx';

// The calendar library loads with the first date field shown, not with every page.
const DatePicker = lazy(() => import('./date-picker.tsx').then((m) => ({ default: m.DatePicker })));

/** The date picker, with a read-only box of the same value standing in while it loads. */
export function LazyDatePicker(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}) {
  return (
    <Suspense fallback={<Input id={props.id} value={props.value} readOnly />}>
      <DatePicker {...props} />
    </Suspense>
  );
}

interface ValueField {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export const DateField = ({ id, label, value, onChange }: ValueField) => (
  <Field id={id} label={label}>
    <LazyDatePicker id={id} value={value} onChange={onChange} />
  </Field>
);

export const TimeField = ({ id, label, value, onChange }: ValueField) => (
  <Field id={id} label={label}>
    <Input id={id} type="time" value={value} onChange={(e) => onChange(e.target.value)} />
  </Field>
);

const ENDS = [
  { key: 's', label: 'Start', date: 'startDate', time: 'startTime' },
  { key: 'e', label: 'End', date: 'endDate', time: 'endTime' },
] as const;

/**
 * Where a span starts and ends: date and time of each end, side by side in the caller's grid. Ids are
 * `${id}-sd`, `-st`, `-ed`, `-et`; `shortTimeLabels` says "Start"/"End" where a row is narrow.
 */
export function DateTimeSpanFields({
  id,
  span,
  onChange,
  shortTimeLabels = false,
}: {
  id: string;
  span: DateTimeSpan;
  onChange: (patch: Partial<DateTimeSpan>) => void;
  shortTimeLabels?: boolean;
}) {
  return ENDS.map(({ key, label, date, time }) => (
    <Fragment key={key}>
      <DateField
        id={`${id}-${key}d`}
        label={`${label} date`}
        value={span[date]}
        onChange={(value) => onChange({ [date]: value })}
      />
      <TimeField
        id={`${id}-${key}t`}
        label={shortTimeLabels ? label : `${label} time`}
        value={span[time]}
        onChange={(value) => onChange({ [time]: value })}
      />
    </Fragment>
  ));
}
