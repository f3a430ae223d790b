import { bgmiVerificationSchema, messages } from '@galaxia/core';
import { useId } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { useSubmitBgmiMutation } from '../../app/game-accounts-api.ts';
import type { DialogOpenProps } from '../ui/dialog.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { toast } from '../ui/toaster.tsx';
import { BgmiEvidenceFields, useBgmiEvidence } from './bgmi-evidence.tsx';

export function BgmiDialog({ open, onOpenChange }: DialogOpenProps) {
  const id = useId();
  const [submitBgmi, { isLoading }] = useSubmitBgmiMutation();
  const evidence = useBgmiEvidence();
  const { playerId, inGameName, video, error, setError } = evidence;

  const submit = async () => {
    const parsed = bgmiVerificationSchema.safeParse({ playerId, inGameName });
    if (!parsed.success || !video) {
      setError(
        parsed.success
          ? messages.media.notVideo
          : (parsed.error.issues[0]?.message ?? messages.media.notVideo),
      );
      return;
    }
    const body = new FormData();
    body.set('playerId', parsed.data.playerId);
    body.set('inGameName', parsed.data.inGameName);
    body.set('video', video);
    const result = await asResult(submitBgmi(body), messages.teamToasts.videoSubmitFailed);
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(messages.teamToasts.videoSubmitted);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Verify BGMI account"
      description="Record a video under 30 seconds showing your profile with your player ID visible. Up to 5 MB."
      onSubmit={() => void submit()}
      error={error}
      submitLabel={isLoading ? 'Submitting...' : 'Submit Verification'}
      submitDisabled={!playerId.trim() || !inGameName.trim() || !video || isLoading}
    >
      <BgmiEvidenceFields id={id} evidence={evidence} />
    </FormDialog>
  );
}
