import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** Settings' language choice: the same switch as the header's, saved on the account at once. */
export function LanguageCard() {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-bold">{t('language.label')}</h2>
          <p className="text-sm text-slate-400">{t('language.choose')}</p>
        </div>
        <LanguageSwitch
          signedIn
          className="h-10 px-3"
          onSaved={(saved) =>
            saved ? toast.success(t('language.saved')) : toast.error(t('language.saveFailed'))
          }
        />
      </CardContent>
    </Card>
  );
}
