import { contestClaimSchema, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { useContestClaimMutation } from '../../app/game-accounts-api.ts';
import type { DialogOpenProps } from '../ui/dialog.tsx';
import { Field, Textarea } from '../ui/form-controls.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { toast } from '../ui/toaster.tsx';
import { BgmiEvidenceFields, useBgmiEvidence } from './bgmi-evidence.tsx';

const text = messages.verificationContest;

/** The owner of a BGMI id someone else claimed sends their own video: platform staff compare and decide. */
export function ContestDialog({ open, onOpenChange }: DialogOpenProps) {
  const id = useId();
  const [contestClaim, { isLoading }] = useContestClaimMutation();
  const evidence = useBgmiEvidence();
  const { playerId, inGameName, video, error, setError } = evidence;
  const [statement, setStatement] = useState('');

  const submit = async () => {
    const parsed = contestClaimSchema.safeParse({ playerId, inGameName, statement });
    if (!parsed.success || !video) {
      setError(parsed.success ? text.noVideo : (parsed.error.issues[0]?.message ?? text.noVideo));
      return;
    }
    const body = new FormData();
    body.set('playerId', parsed.data.playerId);
    body.set('inGameName', parsed.data.inGameName);
    body.set('statement', parsed.data.statement);
    body.set('video', video);
    const result = await asResult(contestClaim(body), text.sendFailed);
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(text.sent);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contest a BGMI claim"
      description="Someone else holds your player ID? Record your own profile with the player ID visible. Galaxia staff compare both videos and decide."
      onSubmit={() => void submit()}
      error={error}
      submitLabel={isLoading ? 'Sending...' : 'Send contest'}
      submitDisabled={!playerId.trim() || !inGameName.trim() || !statement.trim() || !video || isLoading}
    >
      <BgmiEvidenceFields id={id} evidence={evidence}>
        <Field id={`${id}-why`} label="Why this ID is yours">
          <Textarea
            id={`${id}-why`}
            rows={3}
            maxLength={500}
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
          />
        </Field>
      </BgmiEvidenceFields>
    </FormDialog>
  );
}
