import { isIP } from 'node:net';
import type { Request } from 'express';

const LOOPBACK = [/^127\./, /^::1$/, /^::ffff:127\./];

/**
 * A request made on this machine and not relayed: its socket comes from a loopback address and no proxy
 * header says it speaks for someone else (a reverse proxy on the same host connects from loopback too).
 */
export function isLoopbackRequest(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  if (!isIP(address) || !LOOPBACK.some((pattern) => pattern.test(address))) return false;
  return !req.get('x-forwarded-for') && !req.get('forwarded') && !req.get('x-real-ip');
}
