import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coded } from '../../contracts/coded-error.ts';
import { createTournamentSchema } from '../../contracts/tournament.ts';
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

  it('names a contract failure by the code its schema declares with the words, never by the words', () => {
    const name = z.string().min(1, coded('CREATE_TOURNAMENT_NAME_REQUIRED', 'Give the tournament a name'));
    expect(contractIssueCode(name.safeParse('').error?.issues[0])).toBe('CREATE_TOURNAMENT_NAME_REQUIRED');
    // Words that are another entry's exactly still answer the declared code.
    const edited = z.string().min(1, coded('CREATE_TOURNAMENT_NAME_REQUIRED', messages.http.unauthenticated));
    expect(contractIssueCode(edited.safeParse('').error?.issues[0])).toBe('CREATE_TOURNAMENT_NAME_REQUIRED');
    // A custom issue declares its code in params; zod's own words and catalogue words alone name none.
    const custom = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({
        code: 'custom',
        message: 'Only the last phase can be edited',
        params: { code: 'PHASE_ONLY_LAST_EDITABLE' },
      });
    });
    expect(contractIssueCode(custom.safeParse('x').error?.issues[0])).toBe('PHASE_ONLY_LAST_EDITABLE');
    expect(contractIssueCode(z.string().safeParse(3).error?.issues[0])).toBe('INVALID_INPUT');
    const undeclared = z.string().min(1, messages.createTournament.nameRequired);
    expect(contractIssueCode(undeclared.safeParse('').error?.issues[0])).toBe('INVALID_INPUT');
  });

  it("gives the create-tournament contract's failures their declared codes", () => {
    const refused = createTournamentSchema.safeParse({ eventName: '' }).error?.issues ?? [];
    expect(refused.map(contractIssueCode)).toContain('CREATE_TOURNAMENT_NAME_REQUIRED');
  });
});
