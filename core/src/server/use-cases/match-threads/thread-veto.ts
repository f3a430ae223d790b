import {
  type MatchVetoView,
  messages,
  sitePaths,
  siteUrl,
  type VetoAction,
  vetoCustomId,
  vetoStepLine,
  vetoStepWords,
  vetoTeamName,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MatchThread, MatchVeto } from '../../db/entities/index.ts';
import { matchVetoView } from '../veto/match-veto.ts';
import { vetoOpensAt } from '../veto/veto-settings.ts';
import { discordStamp } from './thread-card.ts';
import { discordStatusOf, type ThreadDiscord, type ThreadMessage } from './thread-discord.ts';
import type { ThreadFacts } from './thread-facts.ts';

const text = messages.vetoThread;
/** The card's violet; the veto is a part of the match. */
const VETO_COLOUR = 0x7c3aed;
/** Discord's limits: options per select menu, characters per embed field. */
const SELECT_OPTIONS_MAX = 25;
const FIELD_MAX = 1024;
/** A message (or thread) that no longer exists. */
const GONE = 404;

const teamName = vetoTeamName;
const mapNameIn = (view: MatchVetoView, id: string): string =>
  view.pool.find((map) => map.id === id)?.name ?? id;

/** What the acting team is to do now, in words: "ban a map", "choose a side on Bind". */
function taskOf(view: MatchVetoView): string {
  const turn = view.turn;
  if (turn?.action === 'side') return text.taskSide(view.maps.at(-1)?.name ?? '');
  return turn?.action === 'pick' ? text.taskPick : text.taskBan;
}

const clip = (value: string) => (value.length > FIELD_MAX ? `${value.slice(0, FIELD_MAX - 1)}…` : value);

function gameLine(view: MatchVetoView, map: MatchVetoView['maps'][number], index: number): string {
  const parts = [
    text.game(index + 1, map.name),
    map.pickedBy ? text.pickedBy(teamName(view, map.pickedBy)) : text.decider,
    ...(map.sideBy && map.side ? [text.sideOn(teamName(view, map.sideBy), text.sides[map.side])] : []),
  ];
  return parts.join(' · ');
}

/** The components of the waiting step: a select of the maps left, or the two sides. Pressing is checked. */
function vetoComponents(view: MatchVetoView, link: Record<string, unknown>): Record<string, unknown>[] {
  const turn = view.turn;
  const rows: Record<string, unknown>[] = [];
  if (turn && turn.team !== null) {
    const id = (action: 'map' | 'attack' | 'defence', part?: number) =>
      vetoCustomId({ action, matchId: view.matchId, step: turn.index, ...(part ? { part } : {}) });
    if (turn.action === 'side') {
      rows.push({
        type: 1,
        components: [
          { type: 2, style: 1, label: text.attack, custom_id: id('attack') },
          { type: 2, style: 2, label: text.defence, custom_id: id('defence') },
        ],
      });
    } else {
      const placeholder = text.choosePlaceholder(teamName(view, turn.team), taskOf(view));
      for (let start = 0, part = 0; start < view.remaining.length; start += SELECT_OPTIONS_MAX, part++) {
        rows.push({
          type: 1,
          components: [
            {
              type: 3,
              custom_id: id('map', part),
              placeholder,
              min_values: 1,
              max_values: 1,
              options: view.remaining
                .slice(start, start + SELECT_OPTIONS_MAX)
                .map((map) => ({ label: mapNameIn(view, map), value: map })),
            },
          ],
        });
      }
    }
  }
  rows.push({ type: 1, components: [link] });
  return rows;
}

/** The veto's message: whose turn it is until when, the steps so far, the maps left and the series' maps. */
function vetoMessage(view: MatchVetoView, facts: ThreadFacts, publicUrl: string): ThreadMessage {
  const turn = view.turn;
  const url = siteUrl(publicUrl, sitePaths.eventMatch(facts.tournament.id, facts.match.id));
  const steps = view.steps.flatMap((step) =>
    step.done ? [`${step.index + 1}. ${vetoStepLine(view, step.done)}`] : [],
  );
  const fields = [
    { name: text.stepsLabel, value: clip(steps.length > 0 ? steps.join('\n') : text.noSteps) },
    ...(turn
      ? [{ name: text.poolLabel, value: clip(view.remaining.map((map) => mapNameIn(view, map)).join(', ')) }]
      : []),
    ...(view.maps.length > 0
      ? [
          {
            name: text.mapsLabel,
            value: clip(view.maps.map((map, index) => gameLine(view, map, index)).join('\n')),
          },
        ]
      : []),
  ];
  return {
    embeds: [
      {
        title: text.title(facts.teamA.name, facts.teamB.name),
        url,
        color: VETO_COLOUR,
        description:
          turn && turn.team !== null
            ? text.turn(teamName(view, turn.team), taskOf(view), discordStamp(turn.deadline))
            : text.complete,
        fields,
      },
    ],
    components: vetoComponents(view, {
      type: 2,
      style: 5,
      label: messages.matchThread.matchPage,
      url,
    }),
  };
}

const sameAction = (a: VetoAction, b: VetoAction | undefined) =>
  b !== undefined && a.step === b.step && a.action === b.action && a.map === b.map && a.side === b.side;

/**
 * Before a timed veto opens, the thread says when: one line, posted once the match's time (and so the
 * opening's) is known and edited when it moves. A veto that opens at check-in needs no line; one the
 * organiser turned back to check-in gets its line edited to say so.
 */
async function syncOpeningLine(
  discord: ThreadDiscord,
  thread: InferEntity<typeof MatchThread>,
  threadId: string,
  facts: ThreadFacts,
): Promise<void> {
  const scheduled = facts.match.scheduledTime;
  const opensAt = scheduled ? vetoOpensAt(facts.tournament, facts.phase, scheduled) : null;
  if ((opensAt?.getTime() ?? null) === (thread.vetoOpensAt?.getTime() ?? null)) return;
  if (!opensAt && !thread.vetoOpensMessageId) return;
  const line = { content: opensAt ? text.lineOpensAt(discordStamp(opensAt)) : text.lineOpensAtCheckIn };
  thread.vetoOpensAt = opensAt;
  if (thread.vetoOpensMessageId) {
    try {
      await discord.edit(threadId, thread.vetoOpensMessageId, line);
      return;
    } catch (error) {
      // Someone deleted the line: it is posted again.
      if (discordStatusOf(error) !== GONE) throw error;
    }
  }
  thread.vetoOpensMessageId = (await discord.post(threadId, line)).id;
}

/**
 * Brings the thread's veto message in step with the match's veto: posts it when the veto has opened,
 * else edits it (posting it again if someone deleted it); a step the system took because a team's time ran out gets a line of its own, as does
 * an organiser's reset. Nothing while the match has no veto.
 */
export async function syncThreadVeto(
  em: EntityManager,
  discord: ThreadDiscord,
  thread: InferEntity<typeof MatchThread>,
  facts: ThreadFacts,
  publicUrl: string,
): Promise<void> {
  const threadId = thread.threadId;
  const veto = await em.findOne(MatchVeto, { match: facts.match.id }, { refresh: true });
  if (!threadId) return;
  if (!veto) return syncOpeningLine(discord, thread, threadId, facts);
  const view = matchVetoView(facts.match, facts.phase, veto, { organiser: false, repOf: null });
  const message = vetoMessage(view, facts, publicUrl);
  const actions = veto.actions;
  if (!thread.vetoMessageId) {
    thread.vetoMessageId = (await discord.post(threadId, message)).id;
  } else {
    const seen = thread.vetoSeen ?? [];
    const continued =
      seen.length <= actions.length && seen.every((action, i) => sameAction(action, actions[i]));
    if (!continued) await discord.post(threadId, { content: text.lineReset });
    for (const action of continued ? actions.slice(seen.length) : actions) {
      if (action.random && action.team !== null) {
        const line = text.lineTimedOut(teamName(view, action.team), vetoStepWords(view, action));
        await discord.post(threadId, { content: line });
      }
    }
    try {
      await discord.edit(threadId, thread.vetoMessageId, message);
    } catch (error) {
      // Someone deleted the veto's message: it is posted again. A deleted thread fails the post too.
      if (discordStatusOf(error) !== GONE) throw error;
      thread.vetoMessageId = (await discord.post(threadId, message)).id;
    }
  }
  thread.vetoSeen = [...actions];
}
