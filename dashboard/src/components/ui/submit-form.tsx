import type { ComponentProps } from 'react';
import { HydratedForm } from './hydrated-form.tsx';

/**
 * A form whose submit runs the screen's handler instead of the browser's own navigation. On a page the
 * server draws, its fields wait for the script: typed before hydration, text would be reset by it.
 */
export function SubmitForm({
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onSubmit: () => unknown }) {
  return (
    <HydratedForm
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
