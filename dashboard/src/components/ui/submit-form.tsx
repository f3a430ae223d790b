import type { ComponentProps } from 'react';

/** A form whose submit runs the screen's handler instead of the browser's own navigation. */
export function SubmitForm({
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onSubmit: () => unknown }) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
