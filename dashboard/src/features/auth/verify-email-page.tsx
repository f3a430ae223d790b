import { messages } from '@galaxia/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { useVerifyEmailMutation } from '../../app/auth-api.ts';
import { LoadingBlock } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthCard, Notice } from './auth-card.tsx';

/** Where the verification mail's link lands: spends the token once and says how it went. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // The link is single use: React's development double-run must not spend it twice.
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setOutcome({ ok: false, text: messages.account.verifyLinkInvalid });
      return;
    }
    verify({ token })
      .unwrap()
      .then((result) => setOutcome({ ok: true, text: result.message }))
      .catch((failure) =>
        setOutcome({ ok: false, text: errorMessage(failure, messages.account.verifyLinkInvalid) }),
      );
  }, [token, verify]);

  return (
    <AuthCard title="Verify your email">
      {outcome ? (
        <div className="flex flex-col gap-4">
          <Notice tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Notice>
          <Link to={paths.login} className="text-sm font-semibold text-brand-300 hover:underline">
            Go to sign in
          </Link>
        </div>
      ) : (
        <LoadingBlock label="Checking your link" rows={1} />
      )}
    </AuthCard>
  );
}
