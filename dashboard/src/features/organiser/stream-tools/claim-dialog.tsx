import { type ClaimableMatch, claimStreamPayloadSchema, messages, streamPlatforms } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../../app/api-slice.ts';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useClaimMatchMutation } from './stream-tools-api.ts';

export function ClaimDialog({ match, onClose }: { match: ClaimableMatch; onClose: () => void }) {
  const id = useId();
  const [claim, { isLoading }] = useClaimMatchMutation();
  const [platform, setPlatform] = useState<string>(streamPlatforms[0]);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = claimStreamPayloadSchema.safeParse({ platform, url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.matchToasts.checkWatchLink);
      return;
    }
    const result = await asResult(
      claim({ matchId: match.matchId, ...parsed.data }),
      'The claim did not go through',
    );
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(messages.matchToasts.casting(match.teamA, match.teamB));
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Claim match"
      description={`${match.tournamentName} · ${match.name}: ${match.teamA} vs ${match.teamB}`}
      onSubmit={() => void submit()}
      error={error}
      submitLabel={isLoading ? 'Claiming...' : 'Claim'}
      submitDisabled={!url.trim() || isLoading}
    >
      <Field id={`${id}-platform`} label="Platform">
        <NativeSelect id={`${id}-platform`} value={platform} onChange={(e) => setPlatform(e.target.value)}>
          <SelectOptions choices={streamPlatforms} />
        </NativeSelect>
      </Field>
      <Field id={`${id}-url`} label="Watch link" hint="The public https link viewers open.">
        <Input
          id={`${id}-url`}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://twitch.tv/yourchannel"
          autoFocus
        />
      </Field>
    </FormDialog>
  );
}
