import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { joinClasses } from '../../lib/join-classes.ts';
import { ModalClose, ModalFrame } from './modal-frame.tsx';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
}

/** A panel sliding in from the side (the account panel, the mobile sidebar). */
export function Sheet({ open, onOpenChange, title, side = 'right', children, className }: SheetProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="fixed inset-0 z-50 bg-black/60"
      className={joinClasses(
        'fixed inset-y-0 z-50 flex w-80 max-w-[calc(100vw-3rem)] flex-col border-white/10 bg-ink-900 p-5 shadow-2xl',
        side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
        className,
      )}
    >
      <div className="flex items-center justify-between">
        <Primitive.Title className="font-display text-lg font-bold tracking-wide">{title}</Primitive.Title>
        <ModalClose className="rounded-md p-1 text-slate-400 hover:bg-white/10 hover:text-white" />
      </div>
      <Primitive.Description className="sr-only">{title}</Primitive.Description>
      <div className="mt-4 flex-1 overflow-y-auto">{children}</div>
    </ModalFrame>
  );
}
