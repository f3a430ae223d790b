import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/form-controls.tsx';
import { cn } from '../../../lib/cn.ts';

const labelClass = 'text-xs font-medium text-slate-400';
const shown = (value: number) => String(Math.round(value * 100) / 100);

/** A panel's field: its small label above the control. */
export function PanelField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A number the core clamps. Values inside the range apply as they are typed; anything else applies when
 * the field is left or Enter is pressed, and the field then shows what the core kept.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const parse = (text: string) => (text.trim() === '' ? null : Number(text));
  const commit = (text: string) => {
    const number = parse(text);
    if (number !== null && Number.isFinite(number)) onChange(number);
    setDraft(null);
  };
  return (
    <PanelField id={id} label={label}>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft ?? shown(value)}
        className="h-9 px-2"
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const number = parse(text);
          const inRange =
            number !== null &&
            Number.isFinite(number) &&
            (min === undefined || number >= min) &&
            (max === undefined || number <= max);
          if (inRange) onChange(number);
        }}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
    </PanelField>
  );
}

/** What a colour input can show: it takes only #rrggbb. */
function asColourInputValue(colour: string): string {
  if (/^#[0-9a-f]{3}$/i.test(colour)) {
    const [r, g, b] = colour.slice(1);
    return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
  }
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(colour)) return colour.slice(0, 7).toLowerCase();
  return '#000000';
}

export function ColourField({
  label,
  value,
  onChange,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <PanelField id={id} label={label}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={asColourInputValue(value)}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-white/15 bg-ink-950 p-1 disabled:cursor-not-allowed disabled:opacity-40"
        />
        <span className="truncate font-mono text-xs text-slate-400">{value}</span>
        {children}
      </div>
    </PanelField>
  );
}

export function ToggleButton({
  label,
  pressed,
  onToggle,
  children,
}: {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md border text-slate-200 transition-colors',
        pressed
          ? 'border-neon-400/60 bg-neon-400/15 text-white'
          : 'border-white/15 bg-white/5 hover:bg-white/10',
      )}
    >
      {children}
    </button>
  );
}

export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-white/10 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-xs font-semibold uppercase tracking-wider text-slate-300">
        {title}
      </legend>
      <div className="clear-both flex flex-col gap-3">{children}</div>
    </fieldset>
  );
}
