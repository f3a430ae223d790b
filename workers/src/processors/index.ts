import { heartbeatProcessor } from './heartbeat.ts';
import type { Processor } from './processor.ts';

// biome-ignore lint/suspicious/noExplicitAny: a registry holds processors of different job types.
export const processors: Processor<any>[] = [heartbeatProcessor];
