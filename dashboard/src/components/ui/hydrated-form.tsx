import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A form on a page the server draws: its fields and buttons wait for the script that runs it. Typed
 * before hydration, text would be reset by it; sent before, the form would go without its handler
 * (the browser's own submit, a password in the address).
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      {/* A disabled fieldset disables every control inside it; `contents` keeps the form's layout. */}
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
