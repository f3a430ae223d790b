import { describe, expect, it } from 'vitest';
import { formatMigrationFile, parseMigrationFile } from './migration-file.ts';

describe('migration files', () => {
  it('reads each statement of each section, leaving out comments and blank lines', () => {
    const text = [
      '-- Why this migration exists.',
      '',
      '-- migrate:up',
      'create table "a" ("id" uuid not null);',
      '',
      '-- the old rows get a value',
      `update "a" set "note" = 'x;y' where "note" is null;`,
      'create view "v" as',
      '  select "id" from "a";',
      '',
      '-- migrate:down',
      'drop table "a";',
      '',
    ].join('\n');
    expect(parseMigrationFile(text)).toEqual({
      up: [
        'create table "a" ("id" uuid not null);',
        `update "a" set "note" = 'x;y' where "note" is null;`,
        'create view "v" as\n  select "id" from "a";',
      ],
      down: ['drop table "a";'],
    });
  });

  it('keeps a line ending in ";" inside a quoted literal in its statement', () => {
    const text = `-- migrate:up\nupdate "a" set "note" = 'one;\ntwo';\n`;
    expect(parseMigrationFile(text).up).toEqual([`update "a" set "note" = 'one;\ntwo';`]);
  });

  it('has no down statements when the file has no down section', () => {
    expect(parseMigrationFile('-- migrate:up\nselect 1;\n')).toEqual({ up: ['select 1;'] });
  });

  it.each([
    ['create table "a" ();\n', 'migration SQL before "-- migrate:up": create table "a" ();'],
    ['-- migrate:up\ncreate table "a" ()\n', 'migration SQL without a closing ";": create table "a" ()\n'],
  ])('refuses %j', (text, message) => {
    expect(() => parseMigrationFile(text)).toThrow(message);
  });

  it('writes what it reads back, with a blank line where the diff groups statements', () => {
    const statements = {
      up: ['create table "a" ();', '', 'create table "b" ();'],
      down: ['drop table "a";'],
    };
    const text = formatMigrationFile(statements);
    expect(text).toBe(
      '-- migrate:up\ncreate table "a" ();\n\ncreate table "b" ();\n\n-- migrate:down\ndrop table "a";\n',
    );
    expect(parseMigrationFile(text)).toEqual({
      up: ['create table "a" ();', 'create table "b" ();'],
      down: ['drop table "a";'],
    });
  });
});
