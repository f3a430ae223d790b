import { type ClaimableMatch, messages, sitePaths } from '@galaxia/core';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';

const accents = { purple: 'a855f7', cyan: '22d3ee', gold: 'f59e0b', red: 'ef4444' } as const;

/** The three browser sources a caster can add, each with its copyable link and a live preview. */
export function OverlayDialog({ match, onClose }: { match: ClaimableMatch; onClose: () => void }) {
  const id = useId();
  const [accent, setAccent] = useState<keyof typeof accents>('purple');
  const [position, setPosition] = useState<'top' | 'bottom'>('top');
  const query = `accent=${accents[accent]}`;
  const sources = [
    {
      label: 'Scoreboard',
      path: `${sitePaths.overlayMatch(match.tournamentId, match.matchId)}?${query}&position=${position}`,
    },
    { label: 'Up next', path: `${sitePaths.overlayUpcoming(match.tournamentId)}?${query}` },
    { label: 'Standings', path: `${sitePaths.overlayStandings(match.tournamentId)}?${query}` },
  ];
  const copy = async (label: string, link: string) => {
    await navigator.clipboard.writeText(link);
    toast.success(messages.matchToasts.overlayLinkCopied(label));
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Overlays"
      description="Add each link as a browser source (1920×1080, transparent background) in OBS or Streamlabs. They update live."
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
        {sources.map((source) => {
          const link = `${window.location.origin}${source.path}`;
          return (
            <div key={source.label} className="flex flex-col gap-2">
              <Field id={`${id}-${source.label}`} label={`${source.label} link`}>
                <div className="flex gap-2">
                  <Input
                    id={`${id}-${source.label}`}
                    readOnly
                    value={link}
                    onFocus={(e) => e.target.select()}
                  />
                  <Button
                    variant="secondary"
                    onClick={() => copy(source.label, link)}
                    aria-label={`Copy ${source.label} link`}
                  >
                    <Copy className="size-4" aria-hidden />
                  </Button>
                </div>
              </Field>
              {/* A 1920×1080 page drawn at a tenth of its size, over a checkerboard like OBS's canvas. */}
              <div className="relative h-[108px] w-[192px] overflow-hidden rounded-md border border-white/10 bg-[conic-gradient(#334155_25%,#1e293b_0_50%,#334155_0_75%,#1e293b_0)] bg-[length:16px_16px]">
                <iframe
                  title={`${source.label} preview`}
                  src={source.path}
                  loading="lazy"
                  className="pointer-events-none absolute top-0 left-0 h-[1080px] w-[1920px] origin-top-left scale-[0.1]"
                />
              </div>
            </div>
          );
        })}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
