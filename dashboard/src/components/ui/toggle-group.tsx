import { useHydrated } from '../../lib/use-hydrated.ts';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
  /** Why an option is disabled, shown on hover. */
  title?: string | undefined;
}

/** A row of pressable buttons choosing one value (format and style selectors). */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  showLabel = false,
}: {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  showLabel?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend
        className={
          showLabel
            ? 'float-left mr-1 text-xs font-semibold uppercase tracking-wider text-slate-400'
            : 'sr-only'
        }
      >
        {label}
      </legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          disabled={option.disabled || !hydrated}
          title={option.title}
          onClick={() => onChange(option.value)}
          className={`rounded-lg border px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
            value === option.value
              ? 'border-brand-400 bg-brand-500/25 text-white'
              : 'border-white/15 text-slate-300 hover:border-white/30 hover:text-white'
          }`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
