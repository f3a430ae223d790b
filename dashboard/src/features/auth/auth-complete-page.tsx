import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingBlock } from '../../components/ui/skeleton.tsx';
import { takeReturnUrl } from '../../lib/login-return.ts';

/** Where the API sends the browser after Discord: back to the page sign-in started from. */
export function AuthCompletePage() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(takeReturnUrl(), { replace: true });
  }, [navigate]);
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <LoadingBlock label="Signing you in" rows={1} />
    </div>
  );
}
