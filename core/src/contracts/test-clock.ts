import { z } from 'zod';
import { isoDateTime } from './date-time.ts';

/** `PUT /api/test/clock`: a moment to run the server's clock from, or null for the real time again. */
export const testClockSchema = z.object({ now: isoDateTime.nullable() });
export type TestClockInput = z.infer<typeof testClockSchema>;
