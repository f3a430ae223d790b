/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@` (or a tab or carriage return before
 * one) as a formula: a team named `=HYPERLINK(…)` would act in the organiser's Excel. Such text is kept
 * as text by a leading apostrophe, which spreadsheets hide; numbers stay numbers.
 */
export function spreadsheetCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `Season Cup Season 1` + `results` → `season-cup-season-1-results.csv`, keeping letters of any script. */
export function exportFileName(title: string, kind: string): string {
  const stem = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || 'tournament'}-${kind}.csv`;
}
