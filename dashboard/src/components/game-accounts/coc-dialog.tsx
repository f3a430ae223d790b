import { cocVerificationPayloadSchema, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { useVerifyCocMutation } from '../../app/game-accounts-api.ts';
import type { DialogOpenProps } from '../ui/dialog.tsx';
import { Field, Input } from '../ui/form-controls.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { toast } from '../ui/toaster.tsx';

export function CocDialog({ open, onOpenChange }: DialogOpenProps) {
  const id = useId();
  const [verify, { isLoading }] = useVerifyCocMutation();
  const [playerTag, setPlayerTag] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = cocVerificationPayloadSchema.safeParse({ playerTag, token });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.teamToasts.checkTagAndToken);
      return;
    }
    const result = await asResult(verify(parsed.data), messages.teamToasts.verificationStartFailed);
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.info(messages.teamToasts.cocVerificationStarted);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Verify Clash of Clans account"
      description="In Clash of Clans: Settings → More Settings → API Token → Show. Tokens expire after a few minutes."
      onSubmit={() => void submit()}
      error={error}
      submitLabel={isLoading ? 'Verifying...' : 'Verify Account'}
      submitDisabled={!playerTag.trim() || !token.trim() || isLoading}
    >
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
    </FormDialog>
  );
}
