import { messages } from '@galaxia/core';
import type { DatabaseTruth, TruthMatch } from './database-truth.ts';

type Same = (view: string, field: string, expected: unknown, actual: unknown) => void;

interface Embed {
  title?: string;
  description?: string;
  url?: string;
  fields?: { name?: string; value?: string }[];
}

const notice = messages.discordNotice;
const thread = messages.matchThread;

/** A posted message's body: the fake records `{ id, channelId, body }`; a bare body is taken as it is. */
const bodyOf = (post: unknown): Record<string, unknown> => {
  const value = post as { body?: unknown; channelId?: unknown };
  const body = value && typeof value === 'object' && 'channelId' in value ? value.body : post;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
};
const embedsOf = (post: unknown): Embed[] => {
  const embeds = bodyOf(post).embeds;
  return Array.isArray(embeds) ? (embeds as Embed[]) : [];
};
/** The match a post links to: its page's last path segment (posts link by id, pages by display id). */
const linksTo = (embed: Embed, match: TruthMatch) => {
  const last = (embed.url ?? '').split('?')[0]?.split('/').at(-1);
  return /\/matches\//.test(embed.url ?? '') && (last === match.id || last === match.displayId);
};
const nameOf = (team: TruthMatch['teamA']) => team?.name ?? notice.toBeDecided;

/**
 * The bot's and the workers' posts about one tournament against its database. What "equal to the
 * database" means for each kind of post, given how the product posts them:
 *
 * - **Result posts** ("<match>: <winner> wins" in the announcement channel, "Dispute resolved: <match>"
 *   in the log channel). Each is written from the match as it stood when posted, and a later change
 *   (a ruling, a correction) is posted again rather than edited. So earlier posts are history and may
 *   show an earlier score; the **last** result post of each match must show what the database holds now:
 *   its title names the stored winner, its body every team with its own stored score ("A 13 - 10 B")
 *   and, for a series, each stored game. A completed match with teams on both sides must have one; a
 *   match the database does not hold completed must not have one as its last word.
 * - **Match-thread cards** are one pinned message edited in place: a card that says "Final: …" must say
 *   the stored score, whichever post came last.
 * - **Phase-started posts** ("<phase> has started") name a phase the database holds as started (active or
 *   completed), and every started phase has one; the last says "started automatically" exactly when the
 *   database holds that the close of its feeding phases started it, not an organiser.
 * - **The completion post** ("<event> is complete"): exactly one once the title is decided, none before;
 *   it names every placing the database decides (the champion first, with points in a battle royale) and
 *   no one else in those places, and it comes after every result post (posts follow the changes).
 */
export function compareDiscordPosts(truth: DatabaseTruth, posts: readonly unknown[], same: Same): void {
  const view = 'Discord posts';
  const all = posts.flatMap((post, index) => embedsOf(post).map((embed) => ({ embed, index })));

  let lastResultAt = -1;
  for (const match of truth.matches) {
    if (!match.teamA || !match.teamB) continue;
    const results = all.filter(
      ({ embed }) =>
        linksTo(embed, match) &&
        (embed.title?.startsWith(`${match.name}: `) === true ||
          embed.title === notice.logDisputeResolvedTitle(match.name)),
    );
    const last = results.at(-1);
    if (last) lastResultAt = Math.max(lastResultAt, last.index);
    const completed = match.status === 'completed' && match.winner !== null;
    if (!completed) {
      if (last) same(view, `${match.name} last result post`, 'none (not completed)', last.embed.title);
      continue;
    }
    const scoreA = match.scoreA ?? 0;
    const scoreB = match.scoreB ?? 0;
    const winner = match.winner === 'A' ? match.teamA.name : match.teamB.name;
    if (!last) {
      same(view, `${match.name} result post`, notice.completedTitle(match.name, winner), 'none posted');
      continue;
    }
    const { embed } = last;
    if (embed.title === notice.logDisputeResolvedTitle(match.name)) {
      same(
        view,
        `${match.name} last result post`,
        notice.logDisputeResolvedBody(match.teamA.name, scoreA, scoreB, match.teamB.name),
        embed.description,
      );
      continue;
    }
    same(view, `${match.name} last result title`, notice.completedTitle(match.name, winner), embed.title);
    same(
      view,
      `${match.name} last result score`,
      [
        notice.completedBody(match.teamA.name, scoreA, scoreB, match.teamB.name),
        ...(match.games ?? []).map((game, index) =>
          notice.completedGame(index + 1, nameOf(match.teamA), game.scoreA, game.scoreB, nameOf(match.teamB)),
        ),
      ].join('\n'),
      embed.description,
    );
  }

  // Match-thread cards, as they read now (edits applied).
  for (const match of truth.matches) {
    if (!match.teamA || !match.teamB) continue;
    const title = thread.cardTitle(truth.tournament.name, '');
    for (const { embed } of all) {
      if (!linksTo(embed, match) || !embed.title?.startsWith(title)) continue;
      const status = embed.fields?.find((field) => field.name === thread.statusLabel)?.value ?? '';
      const finalPrefix = thread.finalScore('');
      if (!status.startsWith(finalPrefix)) continue;
      const stored =
        match.scoreA === null || match.scoreB === null
          ? 'no stored score'
          : thread.finalScore(thread.score(match.teamA.name, match.scoreA, match.scoreB, match.teamB.name));
      same(view, `${match.name} thread card`, stored, status);
    }
  }

  // Phase starts.
  const startedTitles = new Set(
    all.flatMap(({ embed }) =>
      truth.phases.filter((phase) => embed.title === notice.phaseStartedTitle(phase.name)).map((p) => p.name),
    ),
  );
  const unknownStarts = all.filter(
    ({ embed }) =>
      embed.title?.endsWith(notice.phaseStartedTitle('')) &&
      !truth.phases.some((phase) => embed.title === notice.phaseStartedTitle(phase.name)),
  );
  for (const { embed } of unknownStarts) same(view, 'phase started', 'a phase of this event', embed.title);
  for (const phase of truth.phases) {
    const started = phase.status !== 'not_started';
    same(view, `${phase.name} started post`, started, startedTitles.has(phase.name));
    // The last start post says who started it, as the database records.
    const last = all.filter(({ embed }) => embed.title === notice.phaseStartedTitle(phase.name)).at(-1);
    if (started && last)
      same(
        view,
        `${phase.name} started automatically`,
        phase.startedAutomatically,
        (last.embed.description ?? '').includes(notice.phaseStartedAutomatically),
      );
  }

  // The completion post.
  const completions = all.filter(
    ({ embed }) => embed.title === notice.tournamentCompletedTitle(truth.tournament.name),
  );
  same(view, 'completion posts', truth.finished ? 1 : 0, completions.length);
  for (const { embed, index } of completions) {
    const lines = (embed.description ?? '').split('\n');
    for (const placing of truth.placings) {
      const expected = notice.placingLine(placing.place, placing.team.name, placing.points);
      const prefix = notice.placingLine(placing.place, '', null);
      // Teams level on points share a place: any of the place's lines may be this team's.
      const shown = lines.includes(expected) ? expected : lines.find((line) => line.startsWith(prefix));
      same(view, `completion post place ${placing.place}`, expected, shown ?? 'not named');
    }
    same(view, 'completion post after every result post', true, index > lastResultAt);
  }
}
