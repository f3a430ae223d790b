import { messages } from '@galaxia/core';
import type { ComponentType } from 'react';
import { useMeQuery } from '../../app/auth-api.ts';
import { LoadingBlock } from '../ui/skeleton.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** The personal pages: the skeleton is as wide as the page it stands for, the prompt says what signing in opens. */
const PERSONAL_PAGES = {
  teams: { width: 'max-w-5xl', loading: 'Loading your teams', signIn: messages.publicSite.signInTeams },
  team: { width: 'max-w-3xl', loading: 'Loading the team', signIn: messages.publicSite.signInTeams },
  profile: { width: 'max-w-4xl', loading: 'Loading your profile', signIn: messages.publicSite.signInProfile },
  settings: {
    width: 'max-w-3xl',
    loading: 'Loading your settings',
    signIn: messages.publicSite.signInSettings,
  },
  gameAccounts: {
    width: 'max-w-4xl',
    loading: 'Loading your game accounts',
    signIn: messages.entryVerification.signInGameAccounts,
  },
} as const;

/**
 * A personal page's gate: a skeleton while the session loads, the sign-in prompt to a signed-out
 * visitor, then the page (which may then read the signed-in person's data).
 */
export function SignedInPage({
  personal,
  page: Page,
}: {
  personal: keyof typeof PERSONAL_PAGES;
  page: ComponentType;
}) {
  const me = useMeQuery();
  const { width, loading, signIn } = PERSONAL_PAGES[personal];
  if (me.isLoading) {
    return (
      <div className={`mx-auto ${width} px-4 py-16`}>
        <LoadingBlock label={loading} />
      </div>
    );
  }
  if (!me.data) return <SignInPrompt title={messages.publicSite.signInTitle} text={signIn} />;
  return <Page />;
}
