import { bgmiVerificationSchema, messages, VIDEO_INPUT_ACCEPT, validateVideo } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { useSubmitBgmiMutation } from '../../app/game-accounts-api.ts';
import type { DialogOpenProps } from '../ui/dialog.tsx';
import { FileInput } from '../ui/file-input.tsx';
import { Field, Input } from '../ui/form-controls.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { toast } from '../ui/toaster.tsx';

export function BgmiDialog({ open, onOpenChange }: DialogOpenProps) {
  const id = useId();
  const [submitBgmi, { isLoading }] = useSubmitBgmiMutation();
  const [playerId, setPlayerId] = useState('');
  const [inGameName, setInGameName] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pickVideo = async (file: File | null, input: HTMLInputElement) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    const problem = validateVideo({ size: file.size, mimeType: file.type, bytes });
    if (problem) {
      // An over-size video is refused with an alert.
      if (problem === messages.media.videoTooLarge) window.alert(problem);
      setError(problem);
      input.value = '';
      setVideo(null);
      return;
    }
    setError(null);
    setVideo(file);
  };

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
