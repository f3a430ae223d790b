import { Tournament } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { expectAnswer, expectAnswerLike, storyCalendar } from '../test-support/story-answers.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * A Clash of Clans 5v5 gets its own generated rulebook (its Town Halls, wars on stars, nothing of a
 * shooter); the organiser rewrites it in Markdown before publishing, the public page shows their text,
 * and a reset brings the generated one back.
 */

const { dayOf, ist, round, at } = storyCalendar('2031-08-04');
const OWN_RULES =
  '## House rules\n\n- Lineups are posted an hour before each war.\n\n<script>alert(1)</script>';

describe('The rulebook: generated per game, edited by the organiser', () => {
  let app: TestApp;
  let owner: HttpClient;
  let outsider: HttpClient;
  let tournamentId: string;
  let generated: string;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    at(ist(0, '09:00'));
    app = await startTestApp();
    const organiser = await createOrganiser(app, 'Ishaan');
    owner = await signedIn(app, organiser.user);
    outsider = await signedIn(app, (await createOrganiser(app, 'Zoya')).user);
    tournamentId = await draftEventThroughApi(
      owner,
      {
        eventName: 'Clan Clash Cup',
        seasonNumber: 1,
        gameId: 'coc',
        serverId: organiser.server.id,
        publishDate: dayOf(0),
        format: 5,
        prizePool: '₹25,000',
        eventDescription: 'Five-base wars.',
        substitutes: 1,
      },
      {
        phases: [
          {
            name: 'Final',
            format: 'Single Elimination',
            invitedTeams: 0,
            participatingTeams: 2,
            isFinal: true,
          },
        ],
        calendar: [{ phaseName: 'Final', rounds: [round('r-1', 'Final', 3)] }],
        registration: [{ startDate: dayOf(0), startTime: '10:00', endDate: dayOf(1), endTime: '10:00' }],
      },
    );
    await expectAnswer(
      owner.put(`/api/tournaments/${tournamentId}/breakdown`, { breakdown: { '15': 2, '14': 3 } }),
      200,
    );
  });

  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it("generates the game's own rulebook from the saved settings", async () => {
    const body = await expectAnswer(owner.get(`/api/tournaments/${tournamentId}/rulebook`), 200);
    expect(body.edited).toBe(false);
    expect(body.markdown).toBe(body.generated);
    generated = body.generated;
    for (const rule of [
      '- Each team plays with exactly 5 players (5v5).',
      '- A team may register up to 1 substitute',
      '- Every rostered player needs a verified Clash of Clans account.',
      '- Each war lineup fields exactly these Town Halls: 2 × TH15, 3 × TH14.',
      '- Check in 30 minutes before the match.',
      '- A war is won on stars; with equal stars, the higher destruction percentage wins.',
      '- Final (Single Elimination): best of 3.',
      '- Disputes must be raised within 15 minutes of the reported result.',
    ])
      expect(generated).toContain(rule);
    expect(generated).not.toMatch(/RAM|Mbps|lobby|Room details/);
  });

  it('refuses an empty or overlong rulebook with its message, keeping what was stored', async () => {
    const put = (markdown: unknown) => owner.put(`/api/tournaments/${tournamentId}/rulebook`, { markdown });
    await expectAnswerLike(put('   '), 400, {
      error: 'Write the rulebook, or reset it to the generated one',
      code: 'RULEBOOK_EDITOR_REQUIRED',
    });
    await expectAnswerLike(put('x'.repeat(20_001)), 400, {
      error: 'Rulebook must be at most 20000 characters',
    });
    await expectAnswerLike(put(42), 400, { error: 'Write the rulebook, or reset it to the generated one' });
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).rulebook).toBeNull();
  });

  it("is the organisers' own: another server's admin and a signed-out visitor cannot read or change it", async () => {
    for (const answer of [
      outsider.get(`/api/tournaments/${tournamentId}/rulebook`),
      outsider.put(`/api/tournaments/${tournamentId}/rulebook`, { markdown: 'Mine now' }),
      outsider.send('DELETE', `/api/tournaments/${tournamentId}/rulebook`),
    ])
      await expectAnswer(answer, 404, { error: 'Tournament not found', code: 'EVENT_NOT_FOUND' });
    await expectAnswer(
      app.client().put(`/api/tournaments/${tournamentId}/rulebook`, { markdown: 'x' }),
      401,
      {
        error: 'Sign in to continue',
        code: 'UNAUTHENTICATED',
      },
    );
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).rulebook).toBeNull();
  });

  it('keeps the edited Markdown as written, shows it once published, and resets to the generated one', async () => {
    const saved = await expectAnswer(
      owner.put(`/api/tournaments/${tournamentId}/rulebook`, { markdown: `  ${OWN_RULES}\n` }),
      200,
    );
    expect(saved).toEqual({ markdown: OWN_RULES, edited: true, generated });
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).rulebook).toBe(OWN_RULES);
    // A draft's rulebook is nobody else's business yet.
    await expectAnswer(app.client().get(`/api/events/${tournamentId}/rulebook`), 404, {
      error: 'Tournament not found',
      code: 'EVENT_NOT_FOUND',
    });

    await publishThroughApi(owner, tournamentId);
    await expectAnswer(app.client().get(`/api/events/${tournamentId}/rulebook`), 200, {
      markdown: OWN_RULES,
      edited: true,
    });

    await expectAnswer(owner.send('DELETE', `/api/tournaments/${tournamentId}/rulebook`), 200, {
      markdown: generated,
      edited: false,
      generated,
    });
    await expectAnswer(app.client().get(`/api/events/${tournamentId}/rulebook`), 200, {
      markdown: generated,
      edited: false,
    });
  });

  it('keeps no copy when the generated text is saved unchanged, so the rulebook follows the settings', async () => {
    await expectAnswer(owner.put(`/api/tournaments/${tournamentId}/rulebook`, { markdown: generated }), 200, {
      markdown: generated,
      edited: false,
      generated,
    });
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).rulebook).toBeNull();
  });
});
