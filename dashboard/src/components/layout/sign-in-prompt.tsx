import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { loginPathReturningTo, rememberReturnUrl } from '../../lib/login-return.ts';
import { Button } from '../ui/button.tsx';

/** Shown instead of a personal page to a signed-out visitor; signing in comes back to this page. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-500/15 text-brand-300">
        <LogIn className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="text-slate-300">{text}</p>
      {/* A real link: it works on a page the server drew before its script has run. */}
      <Button asChild size="lg">
        <Link to={loginPathReturningTo(location)} onClick={() => rememberReturnUrl(location)}>
          Sign in
        </Link>
      </Button>
    </div>
  );
}
