import { fileURLToPath } from 'node:url';
import { messages } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { readSources, unusedCatalogueKeys } from './catalogue-keys.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('message catalogue keys', () => {
  it('names a key no source reads, counting computed and whole-group reads', () => {
    const catalogue = {
      team: { notFound: 'Team not found', created: 'Team created', stale: 'Never shown' },
      stageLabel: { open: 'Open', closed: 'Closed' },
      statusText: { live: 'Live' },
      contact: { subjectRequired: 'Add a subject' },
    };
    const sources = [
      "throw new AppError('NOT_FOUND', messages.team.notFound);",
      "toast.success(messages.team['created']);",
      'const label = messages.stageLabel[status];',
      '<Legend labels={messages.statusText} />',
      'const { contact: text } = messages; requiredText(text.subjectRequired);',
    ];
    expect(unusedCatalogueKeys(catalogue, sources)).toEqual(['team.stale']);
  });

  it("finds no dead key in Galaxia's catalogue", () => {
    const sources = readSources(
      root,
      ['core/src', 'api/src', 'bot/src', 'workers/src', 'dashboard/src', 'bench/src'],
      /(^|\/)(node_modules|dist)(\/|$)|^core\/src\/domain\/messages\//,
    );
    expect(unusedCatalogueKeys(messages, sources)).toEqual([]);
  }, 60_000);
});
