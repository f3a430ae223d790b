import { messages } from '@galaxia/core';
import type { ReactNode } from 'react';
import { useMeQuery } from '../../app/auth-api.ts';
import { LoadingBlock } from '../ui/skeleton.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

/**
 * A personal page's gate: a skeleton while the session loads (as wide as the page it stands for), the
 * sign-in prompt to a signed-out visitor, then the page.
 */
export function SignedInPage({
  width,
  loadingLabel,
  signInText,
  children,
}: {
  width: `max-w-${string}`;
  loadingLabel: string;
  signInText: string;
  children: ReactNode;
}) {
  const me = useMeQuery();
  if (me.isLoading) {
    return (
      <div className={`mx-auto ${width} px-4 py-16`}>
        <LoadingBlock label={loadingLabel} />
      </div>
    );
  }
  if (!me.data) return <SignInPrompt title={messages.publicSite.signInTitle} text={signInText} />;
  return <>{children}</>;
}
