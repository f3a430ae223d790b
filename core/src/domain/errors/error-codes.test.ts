import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.ts';
import { addNextPhase, editPhase } from '../phases/roadmap-operations.ts';
import { ERROR_CODE_LIST } from './error-code-list.ts';
import { contractIssueCode, ERROR_CODES } from './error-codes.ts';

const thrown = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    return error as { kind: string; code: string; message: string };
  }
  throw new Error('expected a refusal');
};

const twoPhases = () => {
  const [first] = addNextPhase([]);
  return [first!, { ...first!, id: 'second' }];
};

describe('error codes', () => {
  it('keeps the codes clients already branch on', () => {
    expect(ERROR_CODE_LIST).toEqual(
      expect.arrayContaining([
        'TOURNAMENT_ROADMAP_LOCKED',
        'EVENT_NOT_FOUND',
        'MATCH_NOT_FOUND',
        'UNAUTHENTICATED',
        'STALE_WRITE',
        'INVALID_INPUT',
        'INTERNAL',
        'RULING_WOULD_UNDO',
        'ACCOUNT_INVALID_CREDENTIALS',
      ]),
    );
    expect(ERROR_CODES).toEqual({
      staleWrite: 'STALE_WRITE',
      invalidInput: 'INVALID_INPUT',
      internal: 'INTERNAL',
    });
    expect(thrown(() => editPhase(twoPhases(), 0))).toMatchObject({
      kind: 'BAD_REQUEST',
      code: 'PHASE_ONLY_LAST_EDITABLE',
      message: 'Only the last phase can be edited',
    });
  });

  it('keeps a code when its words are edited, even into words another error uses', () => {
    const phase = messages.phase as { onlyLastEditable: string };
    const original = phase.onlyLastEditable;
    try {
      for (const words of ['Only the newest phase can be changed', messages.event.notFound]) {
        phase.onlyLastEditable = words;
        expect(thrown(() => editPhase(twoPhases(), 0))).toMatchObject({
          code: 'PHASE_ONLY_LAST_EDITABLE',
          message: words,
        });
      }
    } finally {
      phase.onlyLastEditable = original;
    }
  });

  it('names a contract failure by the catalogue entry of its words, else INVALID_INPUT', () => {
    expect(contractIssueCode(messages.http.unauthenticated)).toBe('UNAUTHENTICATED');
    expect(contractIssueCode(messages.createTournament.nameRequired)).toBe('CREATE_TOURNAMENT_NAME_REQUIRED');
    expect(contractIssueCode('Expected string, received number')).toBe('INVALID_INPUT');
  });
});
