/**
 * A migration is one `.sql` file in the layout SQL-first tools (dbmate) use: an `-- migrate:up` section,
 * then an optional `-- migrate:down` section. Each statement ends with `;` at the end of a line; blank
 * lines and `--` comment lines between statements are for the reader only.
 */
export interface MigrationStatements {
  up: string[];
  /** Absent when the file has no down section: such a migration cannot be reverted. */
  down?: string[];
}

const UP = '-- migrate:up';
const DOWN = '-- migrate:down';

export function parseMigrationFile(text: string): MigrationStatements {
  const statements: MigrationStatements = { up: [] };
  let section: string[] | undefined;
  let pending: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (pending.length === 0) {
      if (trimmed === UP) {
        section = statements.up;
        continue;
      }
      if (trimmed === DOWN) {
        section = [];
        statements.down = section;
        continue;
      }
      if (trimmed === '' || trimmed.startsWith('--')) continue;
    }
    if (!section) throw new Error(`migration SQL before "${UP}": ${trimmed}`);
    pending.push(line);
    const statement = pending.join('\n');
    // A `;` inside a quoted literal (an odd number of quotes so far) does not end the statement.
    if (trimmed.endsWith(';') && statement.split("'").length % 2 === 1) {
      section.push(statement);
      pending = [];
    }
  }
  if (pending.length > 0) throw new Error(`migration SQL without a closing ";": ${pending.join('\n')}`);
  return statements;
}

/** MikroORM's diff marks a blank line between groups of statements with an empty string. */
export function formatMigrationFile({ up, down }: MigrationStatements): string {
  const section = (marker: string, lines: string[]) => [marker, ...lines].join('\n');
  return `${[section(UP, up), ...(down?.length ? [section(DOWN, down)] : [])].join('\n\n')}\n`;
}
