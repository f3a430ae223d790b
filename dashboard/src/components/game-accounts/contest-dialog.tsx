import { contestClaimSchema, messages, VIDEO_INPUT_ACCEPT, validateVideo } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { useContestClaimMutation } from '../../app/game-accounts-api.ts';
import type { DialogOpenProps } from '../ui/dialog.tsx';
import { FileInput } from '../ui/file-input.tsx';
import { Field, Input, Textarea } from '../ui/form-controls.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { toast } from '../ui/toaster.tsx';

const text = messages.verificationContest;

/** The owner of a BGMI id someone else claimed sends their own video: platform staff compare and decide. */
export function ContestDialog({ open, onOpenChange }: DialogOpenProps) {
  const id = useId();
  const [contestClaim, { isLoading }] = useContestClaimMutation();
  const [playerId, setPlayerId] = useState('');
  const [inGameName, setInGameName] = useState('');
  const [statement, setStatement] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pickVideo = async (file: File | null, input: HTMLInputElement) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    const problem = validateVideo({ size: file.size, mimeType: file.type, bytes });
    if (problem) {
      setError(problem);
      input.value = '';
      setVideo(null);
      return;
    }
    setError(null);
    setVideo(file);
  };

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
      <Field id={`${id}-pid`} label="Player ID">
        <Input
          id={`${id}-pid`}
          inputMode="numeric"
          value={playerId}
          onChange={(e) => setPlayerId(e.target.value)}
          autoFocus
        />
      </Field>
      <Field id={`${id}-name`} label="In-game name">
        <Input id={`${id}-name`} value={inGameName} onChange={(e) => setInGameName(e.target.value)} />
      </Field>
      <Field id={`${id}-why`} label="Why this ID is yours">
        <Textarea
          id={`${id}-why`}
          rows={3}
          maxLength={500}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
        />
      </Field>
      <Field id={`${id}-video`} label="Video upload" hint="MP4, MOV or WebM">
        <FileInput
          id={`${id}-video`}
          accept={VIDEO_INPUT_ACCEPT}
          onChange={(e) => pickVideo(e.target.files?.[0] ?? null, e.target)}
        />
      </Field>
    </FormDialog>
  );
}
