import { type ComponentProps, cloneElement, isValidElement } from 'react';
import { joinClasses } from '../../lib/join-classes.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const variants = {
  primary: 'bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-500',
  secondary: 'border border-white/15 bg-white/5 text-slate-100 hover:bg-white/10',
  ghost: 'text-slate-300 hover:bg-white/10 hover:text-white',
  danger: 'bg-red-600 text-white hover:bg-red-500',
  discord: 'bg-[#5865F2] text-white shadow-lg shadow-[#5865F2]/30 hover:bg-[#4752c4]',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (e.g. a Link) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  disabled,
  ...props
}: ButtonProps) {
  // A server-drawn button does nothing until the script behind it runs: it stays disabled until then
  // (a link drawn with `asChild` works as it is).
  const hydrated = useHydrated();
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      disabled={asChild ? disabled : disabled || !hydrated}
      className={joinClasses(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}

/**
 * The button's look on its one child (a Link, an anchor): the child's own props win, the classes add
 * up. Written here rather than Radix's Slot because the home page's JavaScript budget is tight.
 */
function Slot({ children, className, ...props }: ComponentProps<'button'>) {
  if (!isValidElement<{ className?: string }>(children)) return null;
  return cloneElement(children, {
    ...props,
    ...children.props,
    className: joinClasses(className, children.props.className),
  });
}
