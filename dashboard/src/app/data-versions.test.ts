import { describe, expect, it } from 'vitest';
import { DataVersions, eventOfRequest, sendCurrent, type VersionedSend } from './data-versions.ts';

const noWait = async () => undefined;

/** A server (or the browser's cache in front of it) answering these (score, version) pairs in turn. */
function answering(...answers: [string, number | null][]) {
  const sent: boolean[] = [];
  const send: VersionedSend<string> = async (revalidate) => {
    sent.push(revalidate);
    const [result, version] = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    return { result, version };
  };
  return { send, sent };
}

describe('data versions of an event', () => {
  it('finds the event a request reads by the id in its address', () => {
    expect(eventOfRequest('/events/7f2c/matches/final?page=2')).toBe('7f2c');
    expect(eventOfRequest('/events/7f2c')).toBe('7f2c');
    expect(eventOfRequest('/events?page=2')).toBeNull();
    expect(eventOfRequest('/teams/7f2c/lookup')).toBeNull();
    // A lobby is addressed by its own id: its read names the event it belongs to.
    expect(eventOfRequest('/lobbies/a1b2?event=7f2c')).toBe('7f2c');
    expect(eventOfRequest('/lobbies/a1b2')).toBeNull();
  });

  it('only ever moves forward', () => {
    const versions = new DataVersions();
    versions.note('a', 7);
    versions.note('a', 5);
    expect(versions.isLive('a')).toBe(false);
    versions.noteLive('a', 6);
    expect(versions.isLive('a')).toBe(true);
    expect(versions.of('a')).toBe(7);
    expect(versions.isOlder('a', 6)).toBe(true);
    expect(versions.isOlder('a', 7)).toBe(false);
    expect(versions.of('b')).toBe(0);
  });

  it('asks again past the cache for an answer older than one the page took before, live or not', async () => {
    const versions = new DataVersions();
    versions.note('a', 9);
    const server = answering(['2 : 1', 8], ['1 : 2', 9]);
    expect(await sendCurrent(versions, 'a', server.send, () => 'stale', noWait)).toBe('1 : 2');
    expect(server.sent).toEqual([false, true]);
  });

  it('takes the first answer of an event the page has no live version of, through the browser cache', async () => {
    const versions = new DataVersions();
    const server = answering(['0 : 0', 3]);
    expect(await sendCurrent(versions, 'a', server.send, () => 'stale', noWait)).toBe('0 : 0');
    expect(server.sent).toEqual([false]);
    expect(versions.of('a')).toBe(3);
  });

  it('asks again past the cache when an answer is older than a live update the page has shown', async () => {
    const versions = new DataVersions();
    // The live update of the second correction patched the page: 1 : 2 at version 9.
    versions.noteLive('a', 9);
    // The browser's kept copy says 2 : 1 (version 8); the server's own read model lags one moment more.
    const server = answering(['2 : 1', 8], ['2 : 1', 8], ['1 : 2', 9]);
    expect(await sendCurrent(versions, 'a', server.send, () => 'stale', noWait)).toBe('1 : 2');
    expect(server.sent).toEqual([true, true, true]);
  });

  it('gives up with "stale" (the page keeps what it shows) when no current answer comes', async () => {
    const versions = new DataVersions();
    versions.note('a', 9);
    const server = answering(['2 : 1', 8]);
    expect(await sendCurrent(versions, 'a', server.send, () => 'stale', noWait)).toBe('stale');
    expect(server.sent).toHaveLength(5);
    expect(versions.of('a')).toBe(9);
  });

  it('passes on answers that name no version (errors, reads across events) untouched', async () => {
    const versions = new DataVersions();
    versions.noteLive('a', 9);
    const server = answering(['Not found', null]);
    expect(await sendCurrent(versions, 'a', server.send, () => 'stale', noWait)).toBe('Not found');
    expect(server.sent).toEqual([true]);
  });

  it('takes a newer answer and remembers its version', async () => {
    const versions = new DataVersions();
    versions.note('a', 9);
    const server = answering(['1 : 2', 11]);
    expect(await sendCurrent(versions, 'a', server.send, () => 'stale', noWait)).toBe('1 : 2');
    expect(versions.isOlder('a', 10)).toBe(true);
  });
});
