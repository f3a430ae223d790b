import {
  AppError,
  disputeScorePayloadSchema,
  messages,
  parseGameScoreList,
  parseThreadCustomId,
  reportResultPayloadSchema,
  resolveDisputePayloadSchema,
  type ThreadAction,
  threadCustomId,
} from '@galaxia/core';
import {
  acceptMatchTime,
  checkInForMatch,
  confirmMatchScore,
  discordStamp,
  disputeMatchScore,
  proposeMatchTime,
  reportMatchScore,
  requireThreadComponent,
  resolveMatchDispute,
  type UseCaseContext,
} from '@galaxia/core/server';
import type { BotServices } from '../bot-services.ts';
import { istDateTimeToIso } from '../commands/ist-time.ts';
import type { ComponentInvocation, Modal } from '../interactions/component-invocation.ts';
import { parseInput } from '../interactions/parse-input.ts';

const text = messages.matchThread;

export type ComponentOutcome = { modal: Modal } | { content: string };

const SCORE = /^\s*(\d{1,3})\s*$/;
const score = (value: string | undefined): number => {
  const [, digits] = SCORE.exec(value ?? '') ?? [];
  if (digits === undefined)
    throw new AppError('BAD_REQUEST', 'MATCH_THREAD_SCORE_UNREADABLE', text.scoreUnreadable);
  return Number(digits);
};

/**
 * Runs a match thread's button, select or modal: checks the press (thread still in use, the person in
 * the match, the card current), then runs the same use case as the website's button, or opens the
 * modal that asks for its input. Every refusal is an AppError the caller shows only to the presser.
 */
export async function runThreadComponent(
  ctx: Omit<UseCaseContext, 'actor'> & { actor: UseCaseContext['actor'] | null },
  services: BotServices,
  invocation: ComponentInvocation,
): Promise<ComponentOutcome> {
  const component = parseThreadCustomId(invocation.customId);
  if (!component) throw new AppError('NOT_FOUND', 'BOT_UNKNOWN_COMMAND', messages.bot.unknownCommand);
  const match = await requireThreadComponent(ctx.em, ctx.actor, {
    component,
    channelId: invocation.channelId,
  });
  // requireThreadComponent refuses anyone Galaxia does not know.
  const use: UseCaseContext = { em: ctx.em, actor: ctx.actor! };
  const ports = services.competitionPorts;
  const { matchId } = component;
  const modalId = (action: ThreadAction) => threadCustomId({ ...component, action });
  const scores = { style: 'short', required: true, maxLength: 3 } as const;

  switch (component.action) {
    case 'slot':
    case 'time-modal': {
      const time =
        component.action === 'slot'
          ? (invocation.values[0] ?? '')
          : istDateTimeToIso(invocation.fields.time ?? '');
      await proposeMatchTime(use, { matchId, time }, ports);
      return { content: text.repliedProposed(discordStamp(time)) };
    }
    case 'time':
      return {
        modal: {
          customId: modalId('time-modal'),
          title: text.timeModalTitle,
          inputs: [
            {
              customId: 'time',
              label: text.timeLabel,
              style: 'short',
              required: true,
              maxLength: 16,
              placeholder: '2025-03-15 18:30',
            },
          ],
        },
      };
    case 'accept': {
      const accepted = await acceptMatchTime(use, matchId, ports);
      return { content: text.repliedAccepted(discordStamp(accepted.scheduledTime ?? '')) };
    }
    case 'check-in':
      await checkInForMatch(use, matchId, ports);
      return { content: text.repliedCheckedIn };
    case 'report':
    case 'resolve':
      if (component.action === 'resolve' && !match.organiser) {
        throw new AppError('FORBIDDEN', 'MATCH_ORGANISER_ONLY', messages.match.organiserOnly);
      }
      return {
        modal: {
          customId: modalId(component.action === 'report' ? 'report-modal' : 'resolve-modal'),
          title: component.action === 'report' ? text.reportModalTitle : text.resolveModalTitle,
          inputs: [
            ...(component.action === 'report' && match.bestOf > 1
              ? [
                  {
                    customId: 'games',
                    label: text.gamesLabel,
                    style: 'short' as const,
                    required: true,
                    maxLength: 100,
                    placeholder: text.gamesPlaceholder(match.teamA, match.bestOf),
                  },
                ]
              : [
                  { customId: 'scoreA', label: text.scoreLabel(match.teamA), ...scores },
                  { customId: 'scoreB', label: text.scoreLabel(match.teamB), ...scores },
                ]),
            ...(component.action === 'resolve'
              ? [
                  {
                    customId: 'note',
                    label: text.noteLabel,
                    style: 'paragraph' as const,
                    required: false,
                    maxLength: 500,
                  },
                ]
              : []),
          ],
        },
      };
    case 'report-modal': {
      // A series is reported game by game, as the website's form sends it; core derives its score.
      const result =
        match.bestOf > 1
          ? {
              games: parseGameScoreList(invocation.fields.games ?? '').map((game) => ({
                ...game,
                playerStats: [],
              })),
            }
          : { scoreA: score(invocation.fields.scoreA), scoreB: score(invocation.fields.scoreB) };
      await reportMatchScore(use, { matchId, ...parseInput(reportResultPayloadSchema, result) }, ports);
      return { content: text.repliedReported };
    }
    case 'confirm':
      await confirmMatchScore(use, matchId, ports);
      return { content: text.repliedConfirmed };
    case 'dispute':
      return {
        modal: {
          customId: modalId('dispute-modal'),
          title: text.disputeModalTitle,
          inputs: [
            {
              customId: 'reason',
              label: text.reasonLabel,
              style: 'paragraph',
              required: true,
              maxLength: 500,
            },
          ],
        },
      };
    case 'dispute-modal': {
      const { reason } = parseInput(disputeScorePayloadSchema, { reason: invocation.fields.reason ?? '' });
      await disputeMatchScore(use, { matchId, reason }, ports);
      return { content: text.repliedDisputed };
    }
    case 'resolve-modal': {
      const note = invocation.fields.note?.trim();
      const payload = parseInput(resolveDisputePayloadSchema, {
        scoreA: score(invocation.fields.scoreA),
        scoreB: score(invocation.fields.scoreB),
        ...(note ? { note } : {}),
      });
      await resolveMatchDispute(use, { matchId, ...payload }, ports);
      return { content: text.repliedResolved };
    }
  }
}
