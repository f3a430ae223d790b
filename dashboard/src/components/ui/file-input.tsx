import type { ComponentProps } from 'react';

export function FileInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <input
      type="file"
      className="text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-white/10 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-white/20"
      {...props}
    />
  );
}
