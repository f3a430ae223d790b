/** A rulebook before it is written out: titled categories of rules and the closing notice. */
export interface RulebookSections {
  categories: { title: string; rules: string[] }[];
  notice: { title: string; text: string };
}

/**
 * Organiser-given names (phases, servers) inside generated rules read as text, not as Markdown: a phase
 * called "*Finals*" stays as typed. The public page renders without raw HTML either way.
 */
export const escapeMarkdown = (value: string): string => value.replace(/[\\`*_[\]<>#|~]/g, '\\$&');

/** The rulebook as the Markdown the organiser edits: a heading per category, its rules as a list, the notice quoted. */
export function rulebookMarkdown({ categories, notice }: RulebookSections): string {
  const sections = categories.map(
    ({ title, rules }) => `## ${title}\n\n${rules.map((rule) => `- ${rule}`).join('\n')}`,
  );
  return [...sections, `> **${notice.title}**\n>\n> ${notice.text}`].join('\n\n').concat('\n');
}
