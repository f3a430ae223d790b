import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { joinClasses } from '../../lib/join-classes.ts';
import { ModalClose, ModalFrame } from './modal-frame.tsx';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** What a dialog's opener passes: whether it is open, and how it asks to close. */
export type DialogOpenProps = Pick<DialogProps, 'open' | 'onOpenChange'>;

/** Modal dialog: focus is trapped inside and returns to the opener on close (Radix). */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm"
      className={joinClasses(
        // Taller than the window (400% zoom, a phone held sideways), the dialog scrolls inside itself, so its
        // title, close button and submit stay reachable.
        'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-white/10 bg-ink-900 p-6 shadow-2xl shadow-brand-900/30',
        className,
      )}
    >
      <Primitive.Title className="font-display text-xl font-bold tracking-wide">{title}</Primitive.Title>
      {description ? (
        <Primitive.Description className="mt-2 text-sm text-slate-300">{description}</Primitive.Description>
      ) : (
        <Primitive.Description className="sr-only">{title}</Primitive.Description>
      )}
      <div className="mt-5">{children}</div>
      <ModalClose className="absolute right-4 top-4 rounded-md p-1 text-slate-400 hover:bg-white/10 hover:text-white" />
    </ModalFrame>
  );
}
