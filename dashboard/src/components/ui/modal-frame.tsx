import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import { type ReactNode, useRef } from 'react';

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
  const wasOpen = useRef(false);
  // Kept while rendering the opening: a field inside that focuses itself (autoFocus) does so before
  // Radix's open-focus event, which would then see the field instead of the opener.
  if (open && !wasOpen.current && typeof document !== 'undefined')
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  wasOpen.current = open;
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className={overlayClassName} />
        <Primitive.Content
          className={className}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A submit that removed its opener (a row's button, a page left behind) hands focus to the page's
            // heading rather than to the top of the document.
            const main = document.getElementById('main');
            const fallback = main?.querySelector<HTMLElement>('h1') ?? main;
            const target = opener.current?.isConnected ? opener.current : fallback;
            if (target && target !== opener.current && !target.hasAttribute('tabindex'))
              target.setAttribute('tabindex', '-1');
            target?.focus();
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
  return (
    <Primitive.Close aria-label="Close" className={className}>
      <X className="size-5" aria-hidden />
    </Primitive.Close>
  );
}
