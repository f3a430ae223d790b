import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { joinClasses } from '../../lib/join-classes.ts';

/** A popover's panel, drawn in a portal above the page: the dark card every popover of the site uses. */
export function PopoverPanel({
  align,
  sideOffset,
  className,
  children,
}: {
  align: 'start' | 'end';
  sideOffset: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <Popover.Portal>
      <Popover.Content
        align={align}
        sideOffset={sideOffset}
        className={joinClasses('z-50 rounded-xl border border-white/10 bg-ink-900 shadow-2xl', className)}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
