import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DiscordServer, Tournament } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { getEvent } from '../public/get-event.ts';
import { loadPublicationFacts } from './internal/publication-facts.ts';

/** Issue 36, item 1: the breakdown is on the publish checklist and on the event page. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

let next = 7_100_000_000_000_000;
const snowflake = () => String(next++ + Math.floor(Math.random() * 1_000_000) * 1000);

async function tournamentOf(gameId: string, breakdown: Record<string, number> | null) {
  const em = orm.em.fork();
  const server = em.create(DiscordServer, { id: snowflake(), name: 'Clan server' });
  const tournament = em.create(Tournament, {
    server,
    eventName: 'War League',
    seasonNumber: 1,
    gameId,
    publishDate: '2026-01-01',
    format: 10,
    lifecycle: 'published',
    breakdown,
  });
  await em.flush();
  return tournament;
}

const breakdownItem = async (tournament: Awaited<ReturnType<typeof tournamentOf>>) =>
  (await loadPublicationFacts(orm.em.fork(), tournament, new Date())).checklist.find(
    (entry) => entry.item === 'breakdown',
  );

describe('the Town Hall breakdown outside its step', () => {
  it('is a publish checklist item of a 10v10 war league until it totals 10', async () => {
    expect(await breakdownItem(await tournamentOf('coc', null))).toEqual({
      item: 'breakdown',
      label: 'Town Hall breakdown',
      done: false,
      detail: 'Save a Town Hall breakdown of 10 bases',
    });
    expect((await breakdownItem(await tournamentOf('coc', { '15': 50 })))?.detail).toBe(
      'Remove 40 town halls: exactly 10 are required',
    );
    expect(await breakdownItem(await tournamentOf('coc', { '15': 6, '14': 4 }))).toMatchObject({
      done: true,
      detail: null,
    });
    expect(await breakdownItem(await tournamentOf('valorant', null))).toBeUndefined();
  });

  it('shows on the event page as the war lineup, highest level first', async () => {
    const war = await tournamentOf('coc', { '14': 4, '15': 6 });
    const event = await getEvent({ em: orm.em.fork(), actor: null }, war.id);
    expect(event.townHalls).toEqual([
      { level: 15, count: 6 },
      { level: 14, count: 4 },
    ]);
    const duel = await tournamentOf('valorant', { '14': 4 });
    expect((await getEvent({ em: orm.em.fork(), actor: null }, duel.id)).townHalls).toEqual([]);
  });
});
