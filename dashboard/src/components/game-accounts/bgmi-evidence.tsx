import { messages, VIDEO_INPUT_ACCEPT, validateVideo } from '@galaxia/core';
import { type ReactNode, useState } from 'react';
import { FileInput } from '../ui/file-input.tsx';
import { Field, Input } from '../ui/form-controls.tsx';

/**
 * What a BGMI video claim is made of, for verification and for a contest alike: the player id, the
 * in-game name and a video checked by its content before it is sent.
 */
export function useBgmiEvidence() {
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

  return { playerId, setPlayerId, inGameName, setInGameName, video, pickVideo, error, setError };
}

type Evidence = ReturnType<typeof useBgmiEvidence>;

/** The id and name fields, anything the dialog adds, then the video. */
export function BgmiEvidenceFields({
  id,
  evidence,
  children,
}: {
  id: string;
  evidence: Evidence;
  children?: ReactNode;
}) {
  return (
    <>
      <Field id={`${id}-pid`} label="Player ID">
        <Input
          id={`${id}-pid`}
          inputMode="numeric"
          value={evidence.playerId}
          onChange={(e) => evidence.setPlayerId(e.target.value)}
          autoFocus
        />
      </Field>
      <Field id={`${id}-name`} label="In-game name">
        <Input
          id={`${id}-name`}
          value={evidence.inGameName}
          onChange={(e) => evidence.setInGameName(e.target.value)}
        />
      </Field>
      {children}
      <Field id={`${id}-video`} label="Video upload" hint="MP4, MOV or WebM">
        <FileInput
          id={`${id}-video`}
          accept={VIDEO_INPUT_ACCEPT}
          onChange={(e) => evidence.pickVideo(e.target.files?.[0] ?? null, e.target)}
        />
      </Field>
    </>
  );
}
