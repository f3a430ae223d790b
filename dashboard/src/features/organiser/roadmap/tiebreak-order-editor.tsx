import { type Tiebreak, tiebreakKinds } from '@galaxia/core';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/form-controls.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The order a group stage or Swiss stage ranks teams by: reorder, remove, add; seed always ends it. */
export function TiebreakOrderEditor({
  order,
  onChange,
}: {
  order: readonly Tiebreak[];
  onChange: (order: Tiebreak[]) => void;
}) {
  const id = useId();
  const t = useT();
  const label = (kind: Tiebreak) => t(`roadmap.tiebreakLabels.${kind}`);
  const unused = tiebreakKinds.filter((kind) => !order.includes(kind));
  const [adding, setAdding] = useState<Tiebreak | ''>('');
  const choice = adding !== '' && unused.includes(adding) ? adding : (unused[0] ?? '');
  const move = (from: number, to: number) => {
    const next = [...order];
    const [kind] = next.splice(from, 1);
    next.splice(to, 0, kind!);
    onChange(next);
  };

  return (
    <div className="mt-5">
      <h4 id={`${id}-title`} className="text-sm font-medium text-slate-200">
        {t('roadmap.tiebreaks.title')}
      </h4>
      <p className="text-xs text-slate-400">{t('roadmap.tiebreaks.hint')}</p>
      <ol aria-labelledby={`${id}-title`} className="mt-2 flex flex-col gap-2">
        {order.map((kind, i) => (
          <li key={kind} className="flex items-center gap-2 rounded-lg border border-white/10 px-3 py-1.5">
            <span className="w-6 text-sm text-slate-400">{i + 1}.</span>
            <span className="flex-1 text-sm">{label(kind)}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('roadmap.tiebreaks.moveUp', { label: label(kind) })}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('roadmap.tiebreaks.moveDown', { label: label(kind) })}
              disabled={i === order.length - 1}
              onClick={() => move(i, i + 1)}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('roadmap.tiebreaks.remove', { label: label(kind) })}
              disabled={order.length <= 1}
              onClick={() => onChange(order.filter((other) => other !== kind))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {unused.length > 0 ? (
        <div className="mt-2 flex items-center gap-2">
          <label htmlFor={`${id}-add`} className="sr-only">
            {t('roadmap.tiebreaks.toAdd')}
          </label>
          <NativeSelect
            id={`${id}-add`}
            className="max-w-56"
            value={choice}
            onChange={(e) => setAdding(e.target.value as Tiebreak)}
          >
            {unused.map((kind) => (
              <option key={kind} value={kind}>
                {label(kind)}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="secondary"
            size="sm"
            disabled={choice === ''}
            onClick={() => {
              if (choice !== '') onChange([...order, choice]);
            }}
          >
            <Plus className="size-4" aria-hidden /> {t('roadmap.tiebreaks.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
