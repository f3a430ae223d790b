import {
  discordTimestamp,
  formatZoned,
  freeSlots,
  HOME_TIME_ZONE,
  type MatchSide,
  messages,
  sitePaths,
  siteUrl,
  type ThreadAction,
  type ThreadEvent,
  threadCustomId,
} from '@galaxia/core';
import type { ThreadMessage } from './thread-discord.ts';
import type { ThreadFacts } from './thread-facts.ts';

const text = messages.matchThread;
/** Galaxia's accent, the dashboard's violet. */
const CARD_COLOUR = 0x7c3aed;
const BUTTON = { primary: 1, secondary: 2, success: 3, danger: 4, link: 5 } as const;

/** Discord renders this in each reader's own time zone. */
export const discordStamp = (at: string | Date): string => discordTimestamp(at, 'f');

const ist = (at: string | Date) => formatZoned(new Date(at), HOME_TIME_ZONE);

const teamOf = (facts: ThreadFacts, side: MatchSide) => (side === 'A' ? facts.teamA.name : facts.teamB.name);

const scoreLine = (facts: ThreadFacts, scoreA: number, scoreB: number) =>
  text.score(facts.teamA.name, scoreA, scoreB, facts.teamB.name);

function statusText(facts: ThreadFacts): string {
  const { snapshot } = facts;
  if (snapshot.status === 'completed')
    return text.finalScore(scoreLine(facts, snapshot.scoreA ?? 0, snapshot.scoreB ?? 0));
  if (snapshot.status === 'disputed') return text.disputedScore;
  if (snapshot.report) {
    return text.reportedScore(
      teamOf(facts, snapshot.report.by),
      scoreLine(facts, snapshot.report.scoreA, snapshot.report.scoreB),
    );
  }
  if (snapshot.scheduledTime) return text.scheduledFor(discordStamp(snapshot.scheduledTime));
  if (snapshot.proposal)
    return text.proposed(teamOf(facts, snapshot.proposal.by), discordStamp(snapshot.proposal.time));
  return text.waitingForTime;
}

function windowText(facts: ThreadFacts): string {
  if (!facts.window) return text.noWindow;
  const { start, end } = facts.window;
  return text.window(ist(start), ist(end), discordStamp(start), discordStamp(end));
}

const row = (...components: Record<string, unknown>[]) => ({ type: 1, components });

/** The buttons the match's state calls for; who may press them is checked when they are pressed. */
function components(facts: ThreadFacts, publicUrl: string, now: Date): Record<string, unknown>[] {
  const { snapshot, match } = facts;
  const id = (action: ThreadAction) => threadCustomId({ action, matchId: match.id, version: match.version });
  const button = (action: ThreadAction, label: string, style: number) => ({
    type: 2,
    style,
    label,
    custom_id: id(action),
  });
  const link = {
    type: 2,
    style: BUTTON.link,
    label: text.matchPage,
    url: siteUrl(publicUrl, sitePaths.eventMatch(facts.tournament.id, match.id)),
  };
  if (snapshot.status === 'pending') {
    const slots = freeSlots({ window: facts.window, now, busy: facts.busy });
    const rows = [];
    if (slots.length > 0) {
      rows.push(
        row({
          type: 3,
          custom_id: id('slot'),
          placeholder: text.proposeTime,
          min_values: 1,
          max_values: 1,
          options: slots.map((slot) => ({ label: ist(slot), value: slot.toISOString() })),
        }),
      );
    }
    rows.push(
      row(
        button('time', text.otherTime, BUTTON.secondary),
        ...(snapshot.proposal ? [button('accept', text.accept, BUTTON.success)] : []),
        link,
      ),
    );
    return rows;
  }
  if (snapshot.status === 'scheduled') {
    const buttons = snapshot.report
      ? [button('confirm', text.confirm, BUTTON.success), button('dispute', text.dispute, BUTTON.danger)]
      : [
          ...(snapshot.checkedIn.length < 2 ? [button('check-in', text.checkIn, BUTTON.primary)] : []),
          button('report', text.report, BUTTON.secondary),
        ];
    return [row(...buttons, link)];
  }
  if (snapshot.status === 'disputed') return [row(button('resolve', text.resolve, BUTTON.danger), link)];
  return [row(link)];
}

/** The pinned card: who plays, when they may, how many games, where it stands, and the buttons. */
export function threadCard(facts: ThreadFacts, publicUrl: string, now: Date): ThreadMessage {
  return {
    embeds: [
      {
        title: text.cardTitle(facts.tournament.eventName, facts.roundName),
        url: siteUrl(publicUrl, sitePaths.eventMatch(facts.tournament.id, facts.match.id)),
        color: CARD_COLOUR,
        fields: [
          { name: text.teams, value: text.name(facts.teamA.name, facts.teamB.name) },
          { name: text.roundWindow, value: windowText(facts) },
          { name: text.bestOfLabel, value: text.bestOf(facts.bestOf), inline: true },
          { name: text.statusLabel, value: statusText(facts), inline: true },
        ],
      },
    ],
    components: components(facts, publicUrl, now),
  };
}

/** The line a thread gets for one event. */
export function eventLine(facts: ThreadFacts, event: ThreadEvent): string {
  switch (event.kind) {
    case 'proposed':
      return text.lineProposed(teamOf(facts, event.by), discordStamp(event.time));
    case 'countered':
      return text.lineCountered(teamOf(facts, event.by), discordStamp(event.time));
    case 'accepted':
      return text.lineAccepted(teamOf(facts, event.by), discordStamp(event.time));
    case 'scheduled':
      return text.lineScheduled(discordStamp(event.time));
    case 'moved':
      return text.lineMoved(discordStamp(event.time));
    case 'checked-in':
      return text.lineCheckedIn(teamOf(facts, event.side));
    case 'reported':
      return text.lineReported(teamOf(facts, event.by), scoreLine(facts, event.scoreA, event.scoreB));
    case 'disputed':
      return text.lineDisputed(teamOf(facts, event.by), event.reason);
    case 'confirmed':
      return text.lineConfirmed(scoreLine(facts, event.scoreA, event.scoreB));
    case 'resolved':
      return text.lineResolved(scoreLine(facts, event.scoreA, event.scoreB));
    case 'corrected':
      return text.lineCorrected(scoreLine(facts, event.scoreA, event.scoreB));
  }
}
