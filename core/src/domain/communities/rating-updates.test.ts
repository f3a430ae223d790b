import fc from 'fast-check';
import { ordinal, rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { UNRATED } from './rating-seeds.ts';
import { duelResult, lobbyResult, rateResult, replayResults } from './rating-updates.ts';

describe('the openskill library, as ratings use it', () => {
  it('starts a player at 25 ± 25/3, which UNRATED copies', () => {
    expect(rating()).toEqual(UNRATED);
    expect(ordinal(rating())).toBeCloseTo(0, 10);
  });

  it('raises the winner’s mean, lowers the loser’s, and shrinks both uncertainties', () => {
    const [[winner], [loser]] = rate([[rating()], [rating()]]);
    expect(winner!.mu).toBeGreaterThan(25);
    expect(loser!.mu).toBeLessThan(25);
    expect(winner!.sigma).toBeLessThan(UNRATED.sigma);
    expect(loser!.sigma).toBeLessThan(UNRATED.sigma);
  });

  it('leaves equals equal after a draw, and reads ranks with 1 the best', () => {
    const [[a], [b]] = rate([[rating()], [rating()]], { rank: [1, 1] });
    expect(a!.mu).toBeCloseTo(b!.mu, 10);
    expect(a!.mu).toBeCloseTo(25, 10);
    const [[second], [first]] = rate([[rating()], [rating()]], { rank: [2, 1] });
    expect(first!.mu).toBeGreaterThan(second!.mu);
  });
});

const skill = fc.record({
  mu: fc.double({ min: 0, max: 50, noNaN: true }),
  sigma: fc.double({ min: 1, max: 25 / 3, noNaN: true }),
});
const ratingsOf = (names: string[], skills: { mu: number; sigma: number }[]) =>
  new Map(names.map((name, i) => [name, skills[i]!]));

describe('rating one result', () => {
  // openskill adds a little uncertainty per match (tau, 25/300) before the result takes it away: a result
  // never leaves a player less certain than that drift alone would.
  const drift = (sigma: number) => Math.hypot(sigma, 25 / 300);

  it('raises every winner’s mean, lowers every loser’s, and adds no uncertainty beyond the drift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(skill, { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 0, max: 12 }),
        (sizeA, sizeB, skills, high, low) => {
          const teamA = Array.from({ length: sizeA }, (_, i) => `a${i}`);
          const teamB = Array.from({ length: sizeB }, (_, i) => `b${i}`);
          const before = new Map([
            ...ratingsOf(teamA, skills.slice(0, 5)),
            ...ratingsOf(teamB, skills.slice(5)),
            ['bystander', { mu: 31, sigma: 4 }],
          ]);
          const result = duelResult(teamA, teamB, { scoreA: Math.min(low, high - 1), scoreB: high })!;
          const after = rateResult(before, result);
          for (const id of teamB) {
            expect(after.get(id)!.mu).toBeGreaterThan(before.get(id)!.mu);
            expect(after.get(id)!.sigma).toBeLessThan(drift(before.get(id)!.sigma));
          }
          for (const id of teamA) {
            expect(after.get(id)!.mu).toBeLessThan(before.get(id)!.mu);
            expect(after.get(id)!.sigma).toBeLessThan(drift(before.get(id)!.sigma));
          }
          expect(after.get('bystander')).toEqual({ mu: 31, sigma: 4 });
          expect(before.get('a0')).toEqual(skills[0]);
        },
      ),
    );
  });

  it('keeps equal players equal after a draw', () => {
    fc.assert(
      fc.property(skill, fc.integer({ min: 1, max: 5 }), (both, score) => {
        const after = rateResult(
          new Map([
            ['a', both],
            ['b', both],
          ]),
          duelResult(['a'], ['b'], { scoreA: score, scoreB: score })!,
        );
        expect(after.get('a')!.mu).toBeCloseTo(after.get('b')!.mu, 9);
        expect(after.get('a')!.sigma).toBeCloseTo(after.get('b')!.sigma, 9);
      }),
    );
  });

  it('raises the lobby winners and lowers the last squad, whatever the players’ ratings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(skill, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 12 }),
        (squads) => {
          const before = new Map<string, { mu: number; sigma: number }>();
          const rostered = squads.map((players, s) =>
            players.map((player, p) => {
              before.set(`s${s}p${p}`, player);
              return `s${s}p${p}`;
            }),
          );
          // Listed in reverse placement order: the rule reads placements, not the order of the list.
          const result = lobbyResult(rostered.map((roster, s) => ({ roster, placement: s + 1 })).reverse());
          const after = rateResult(before, result);
          for (const id of rostered[0]!) expect(after.get(id)!.mu).toBeGreaterThan(before.get(id)!.mu);
          for (const id of rostered.at(-1)!) expect(after.get(id)!.mu).toBeLessThan(before.get(id)!.mu);
        },
      ),
    );
  });

  it('starts players without a rating unrated; a side without players plays as one newcomer', () => {
    const after = rateResult(new Map(), duelResult(['ana'], ['ben'], { scoreA: 2, scoreB: 1 })!);
    expect(after.get('ana')!.mu).toBeGreaterThan(25);
    expect(after.get('ben')!.mu).toBeLessThan(25);
    expect(rateResult(new Map(), duelResult(['ana'], [], { scoreA: 2, scoreB: 1 })!)).toEqual(
      new Map([['ana', after.get('ana')]]),
    );
    expect(rateResult(new Map(), duelResult([], [], { scoreA: 2, scoreB: 1 })!)).toEqual(new Map());
    expect(duelResult(['ana'], ['ben'], { scoreA: 0, scoreB: 0 })).toBeNull();
  });

  it('replays a community’s results oldest first, so their order matters', () => {
    const win = duelResult(['ana'], ['ben'], { scoreA: 1, scoreB: 0 })!;
    const loss = duelResult(['ana'], ['ben'], { scoreA: 0, scoreB: 1 })!;
    const winThenLoss = replayResults([win, loss]);
    const lossThenWin = replayResults([loss, win]);
    expect(winThenLoss.get('ana')!.mu).toBeLessThan(lossThenWin.get('ana')!.mu);
    expect(replayResults([])).toEqual(new Map());
  });
});
