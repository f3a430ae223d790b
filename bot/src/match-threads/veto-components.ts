import { AppError, type MatchVetoView, messages, type VetoCustomId } from '@galaxia/core';
import { requireThreadVetoComponent, takeMatchVetoStep, type UseCaseContext } from '@galaxia/core/server';
import type { BotServices } from '../bot-services.ts';
import type { ComponentInvocation } from '../interactions/component-invocation.ts';

const text = messages.vetoThread;

/**
 * Runs a press on the veto message of a match thread: checks the press as the match's other buttons
 * (thread in use, the person in the match), then takes the step through the same use case as the match
 * page, which refuses the other team, a non-captain and a step already taken. The answer is seen only by
 * the presser; the message itself is edited by the thread's sync, as for a step taken on the website.
 */
export async function runVetoComponent(
  ctx: Omit<UseCaseContext, 'actor'> & { actor: UseCaseContext['actor'] | null },
  services: BotServices,
  invocation: ComponentInvocation,
  component: VetoCustomId,
): Promise<{ content: string }> {
  const { matchId, step } = component;
  await requireThreadVetoComponent(ctx.em, ctx.actor, { matchId, channelId: invocation.channelId });
  // requireThreadVetoComponent refuses anyone Galaxia does not know.
  const use: UseCaseContext = { em: ctx.em, actor: ctx.actor! };
  const choice =
    component.action === 'map'
      ? { map: invocation.values[0] ?? '' }
      : { side: component.action === 'attack' ? ('attack' as const) : ('defence' as const) };
  if ('map' in choice && !choice.map)
    throw new AppError('BAD_REQUEST', 'VETO_CHOOSE_MAP', messages.veto.chooseMap);
  const view = await takeMatchVetoStep(use, { matchId, step, ...choice }, services.competitionPorts);
  return { content: repliedFor(view, step) };
}

/** What the captain is told of the step they took. */
function repliedFor(view: MatchVetoView, step: number): string {
  const done = view.steps[step]?.done;
  const map = view.pool.find((entry) => entry.id === done?.map)?.name ?? done?.map ?? '';
  if (done?.action === 'side') return text.repliedSide(text.sides[done.side ?? 'attack'], map);
  return done?.action === 'pick' ? text.repliedPick(map) : text.repliedBan(map);
}
