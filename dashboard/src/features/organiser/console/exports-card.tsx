import { EXPORT_KINDS, messages } from '@galaxia/core';
import { Download } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

const exportUrl = (tournamentId: string, kind: string) =>
  `/api/organiser/tournaments/${encodeURIComponent(tournamentId)}/exports/${kind}`;

/** The organiser's CSV downloads: plain links, so the browser streams the file and they work before hydration. */
export function ExportsCard({ tournamentId }: { tournamentId: string }) {
  const text = messages.exports;
  return (
    <Card className="p-5">
      <h3 className="font-display text-lg font-bold">{text.cardTitle}</h3>
      <p className="mt-1 text-sm text-slate-400">{text.cardHint}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {EXPORT_KINDS.map((kind) => (
          <li key={kind}>
            <a
              href={exportUrl(tournamentId, kind)}
              download
              className="inline-flex items-center gap-2 rounded-md text-sm text-sky-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-400"
            >
              <Download className="size-4" aria-hidden /> {text.download(text.kindLabels[kind])}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
