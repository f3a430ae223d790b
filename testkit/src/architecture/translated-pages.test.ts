import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The website's components drawn in the reader's language (dashboard/src): every text they show must come
// from the catalogue (core/src/domain/messages/languages), or a Hindi page would show it in English.
const TRANSLATED = [
  'features/event/event-detail-page.tsx',
  'features/event/registration-panel.tsx',
  'features/event/register-dialog.tsx',
  'features/event/schedule-status.tsx',
  'features/event/match-detail-page.tsx',
  'features/event/match-actions.tsx',
  'features/event/match-status.tsx',
  'features/event/series-report-fields.tsx',
  'features/event/series-games.tsx',
  'features/event/check-in-card.tsx',
  'features/settings/language-card.tsx',
  'components/layout/language-switch.tsx',
  'components/layout/header.tsx',
  'components/layout/footer.tsx',
  'components/layout/account-buttons.tsx',
  'components/layout/account-panel.tsx',
  'components/ui/modal-frame.tsx',
  'components/ui/dialog-actions.tsx',
  'features/organiser/edit/edit-tournament-layout.tsx',
  'features/organiser/roadmap/roadmap-step.tsx',
  'features/organiser/roadmap/phase-editor.tsx',
  'features/organiser/roadmap/phase-summary-card.tsx',
  'features/organiser/roadmap/series-length-editor.tsx',
  'features/organiser/roadmap/tiebreak-order-editor.tsx',
];

// Attributes a reader sees or hears; the rest (className, to, id, tone…) are for the code.
const SHOWN_ATTRIBUTES = new Set([
  'label',
  'title',
  'description',
  'aria-label',
  'placeholder',
  'alt',
  'submitLabel',
  'fallbackError',
  'text',
]);
const WORDS = /\p{L}{2,}/u;

/** The texts a component writes out itself: JSX text, and literals shown as children, attributes or toasts. */
function hardCodedTexts(source: string): string[] {
  const file = ts.createSourceFile('page.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const shown = (node: ts.Node): boolean => {
    for (let at: ts.Node = node; at.parent; at = at.parent) {
      const parent = at.parent;
      // A catalogue key: t('event.schedule') or t(`event.sections.${section}.title`).
      if (
        ts.isCallExpression(parent) &&
        parent.arguments[0] === at &&
        ts.isIdentifier(parent.expression) &&
        parent.expression.text === 't'
      )
        return false;
      // A value compared (status === 'closed'), never shown.
      if (ts.isBinaryExpression(parent) && /^[!=]==?$/.test(parent.operatorToken.getText(file))) return false;
      if (ts.isJsxAttribute(parent)) return SHOWN_ATTRIBUTES.has(parent.name.getText(file));
      if (ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent)))
        return true;
      if (ts.isCallExpression(parent) && /^(toast\.\w+|asResult)$/.test(parent.expression.getText(file)))
        return true;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      WORDS.test(node.getText(file)) &&
      shown(node)
    )
      found.push(node.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the translated pages', () => {
  it.each(TRANSLATED)('%s shows no text outside the catalogue', (path) => {
    expect(
      hardCodedTexts(readFileSync(new URL(`../../../dashboard/src/${path}`, import.meta.url), 'utf8')),
    ).toEqual([]);
  });

  it('finds a text written into a component', () => {
    const source = `export const A = ({ full }) => (
      <Dialog title="Register your team" className="px-2" description={t('x.y')}>
        Roster: {full ? 'Registration is full' : t('registration.open')}
        <Button onClick={() => toast.success(\`\${team} is registered\`)}>{t('registration.register')}</Button>
      </Dialog>
    );`;
    expect(hardCodedTexts(source)).toEqual([
      '"Register your team"',
      'Roster:',
      "'Registration is full'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's source text, as the check reports it.
      '`${team} is registered`',
    ]);
  });
});
