import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLayoutTexts } from '../../lib/i18n/language.tsx';
import { toast } from './toaster.tsx';

/** A modal's frame over a dimmed page: focus is trapped inside and returns to the opener on close (Radix). */
export function ModalFrame({
  open,
  onOpenChange,
  overlayClassName,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overlayClassName: string;
  className: string;
  children: ReactNode;
}) {
  // Radix hands focus back to a Dialog.Trigger; these dialogs are opened by plain buttons, so the element
  // focused when the dialog opened is kept and focused again when it closes.
  const opener = useRef<HTMLElement | null>(null);
  // The named region the opener sat in (the event page's Registration box, a match's actions): where a
  // submit that replaced the opener leaves the reader, next to what changed.
  const openerRegion = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Kept while rendering the opening: a field inside that focuses itself (autoFocus) does so before
  // Radix's open-focus event, which would then see the field instead of the opener.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openerRegion.current =
      opener.current?.closest<HTMLElement>(
        'section[aria-label], section[aria-labelledby], [role="region"], [role="group"][aria-label]',
      ) ?? null;
  }
  wasOpen.current = open;
  // A dialog puts the reader somewhere new: earlier toasts (already announced) must not cover its buttons.
  useEffect(() => {
    if (open) toast.dismissAll();
  }, [open]);
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className={overlayClassName} />
        <Primitive.Content
          className={className}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A submit that removed its opener hands focus to the region it was in when that is still there
            // (the Register button became "Registered as ..."), else to the page's heading (a row's button,
            // a page left behind), rather than to the top of the document.
            const fallback = () => {
              const main = document.getElementById('main');
              const region = openerRegion.current?.isConnected ? openerRegion.current : null;
              const target = region ?? main?.querySelector<HTMLElement>('h1') ?? main;
              if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
              return target;
            };
            const back = opener.current;
            if (!back?.isConnected) return void fallback()?.focus();
            back.focus();
            // The submit's answer may replace the opener a moment later (the page reads its new state):
            // focus then follows to the same place rather than falling to the top of the document.
            const until = performance.now() + 5000;
            requestAnimationFrame(function watch() {
              if (!back.isConnected) {
                if (document.activeElement === document.body) fallback()?.focus();
                return;
              }
              if (document.activeElement === back && performance.now() < until) requestAnimationFrame(watch);
            });
          }}
        >
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

/** The modal's close button, named for screen readers. */
export function ModalClose({ className }: { className: string }) {
  const texts = useLayoutTexts();
  return (
    <Primitive.Close aria-label={texts.close} className={className}>
      <X className="size-5" aria-hidden />
    </Primitive.Close>
  );
}
