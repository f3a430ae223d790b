import { cocVerificationPayloadSchema } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useVerifyCocMutation } from './verify-api.ts';

export function CocDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [verify, { isLoading }] = useVerifyCocMutation();
  const [playerTag, setPlayerTag] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = cocVerificationPayloadSchema.safeParse({ playerTag, token });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your player tag and token');
      return;
    }
    const result = await asResult(verify(parsed.data), 'Verification could not start');
    if (!result.success) {
      console.error(result.error);
      setError(result.error);
      return;
    }
    toast.info('Verification started: it shows as pending until Clash of Clans answers.');
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Verify Clash of Clans account"
      description="In Clash of Clans: Settings → More Settings → API Token → Show. Tokens expire after a few minutes."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field id={`${id}-tag`} label="In-game ID (player tag)">
          <Input
            id={`${id}-tag`}
            value={playerTag}
            onChange={(e) => setPlayerTag(e.target.value)}
            placeholder="#2PP0JCC"
            autoFocus
          />
        </Field>
        <Field id={`${id}-token`} label="Verification token">
          <Input
            id={`${id}-token`}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            autoComplete="off"
          />
        </Field>
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-200"
          >
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!playerTag.trim() || !token.trim() || isLoading}>
            {isLoading ? 'Verifying...' : 'Verify Account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
