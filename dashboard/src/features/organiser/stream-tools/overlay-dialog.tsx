import type { ClaimableMatch } from '@galaxia/core';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';

const accents = { purple: 'a855f7', cyan: '22d3ee', gold: 'f59e0b', red: 'ef4444' } as const;

/** Builds the browser-source link OBS or Streamlabs loads on top of the broadcast. */
export function OverlayDialog({ match, onClose }: { match: ClaimableMatch; onClose: () => void }) {
  const id = useId();
  const [accent, setAccent] = useState<keyof typeof accents>('purple');
  const [position, setPosition] = useState<'top' | 'bottom'>('top');
  const link = `${window.location.origin}/overlay/${match.tournamentId}/${match.matchId}?accent=${accents[accent]}&position=${position}`;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    toast.success('Overlay link copied');
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Customise overlay"
      description="Add this link as a browser source (1920×1080, transparent) in OBS or Streamlabs."
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-accent`} label="Accent colour">
            <NativeSelect
              id={`${id}-accent`}
              value={accent}
              onChange={(e) => setAccent(e.target.value as keyof typeof accents)}
            >
              {Object.keys(accents).map((name) => (
                <option key={name} value={name}>
                  {name[0]?.toUpperCase()}
                  {name.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-position`} label="Scoreboard position">
            <NativeSelect
              id={`${id}-position`}
              value={position}
              onChange={(e) => setPosition(e.target.value as 'top' | 'bottom')}
            >
              <option value="top">Top</option>
              <option value="bottom">Bottom</option>
            </NativeSelect>
          </Field>
        </div>
        <Field id={`${id}-link`} label="Browser source link">
          <Input id={`${id}-link`} readOnly value={link} onFocus={(e) => e.target.select()} />
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={copy}>
            <Copy className="size-4" aria-hidden /> Copy link
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
