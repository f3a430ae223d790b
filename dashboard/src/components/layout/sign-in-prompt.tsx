import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberReturnUrl } from '../../lib/login-return.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../ui/button.tsx';

/** Shown instead of a personal page to a signed-out visitor; signing in comes back to this page. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = () => {
    rememberReturnUrl(location);
    navigate(paths.login);
  };
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-500/15 text-brand-300">
        <LogIn className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="text-slate-300">{text}</p>
      <Button size="lg" onClick={signIn}>
        Sign in
      </Button>
    </div>
  );
}
