import { messages } from '@galaxia/core';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from './form-controls.tsx';

/** A password field with the show/hide toggle the login page asks for; the toggle is a real button. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setShown((visible) => !visible)}
        aria-label={shown ? messages.login.hidePassword : messages.login.showPassword}
        aria-pressed={shown}
        className="absolute inset-y-0 right-1 flex w-9 items-center justify-center rounded-md text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
