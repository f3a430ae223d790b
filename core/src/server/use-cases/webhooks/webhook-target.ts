import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { AppError, messages } from '@galaxia/core';
import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may point. Production allows public addresses only; elsewhere a receiver on the same
 * machine (loopback) is allowed too, for testing.
 */
export interface WebhookTargetPolicy {
  allowLoopback: boolean;
}

export const webhookTargetPolicy = (production: boolean): WebhookTargetPolicy => ({
  allowLoopback: !production,
});

type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/** ipaddr.js names every special range; only plain unicast is the public internet. */
function refusalOf(address: string, policy: WebhookTargetPolicy): string | null {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast' || (range === 'loopback' && policy.allowLoopback)) return null;
  const text = messages.webhooks;
  return text.notPublic(parsed.toString(), text.ranges[range] ?? text.reservedRange);
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Refuses a webhook address that is, or resolves to, anything but a public address (a loopback one too
 * outside production): checked when the organiser saves it and again before every delivery, since DNS
 * may answer differently by then.
 */
export async function checkWebhookTarget(
  url: string,
  policy: WebhookTargetPolicy,
  resolve: Resolve = resolveAll,
): Promise<void> {
  const host = hostOf(new URL(url));
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    addresses = await resolve(host).catch(() => []);
    if (addresses.length === 0)
      throw new AppError('BAD_REQUEST', 'WEBHOOKS_UNRESOLVABLE', messages.webhooks.unresolvable(host));
  }
  for (const address of addresses) {
    const refusal = refusalOf(address, policy);
    if (refusal) throw new AppError('BAD_REQUEST', 'WEBHOOKS_NOT_PUBLIC', refusal);
  }
}

/**
 * The DNS lookup a delivery's connection uses: the same check on the addresses it actually connects
 * to, so a name that turns private between the check and the connection (DNS rebinding) is refused.
 */
export const guardedLookup =
  (policy: WebhookTargetPolicy): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family as number | undefined })
      .then((entries) => {
        const refused = entries.map((entry) => refusalOf(entry.address, policy)).find(Boolean);
        if (refused || entries.length === 0) {
          callback(new Error(refused ?? messages.webhooks.unresolvable(hostname)), '', 0);
          return;
        }
        if (options.all) (callback as unknown as (e: null, all: typeof entries) => void)(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
