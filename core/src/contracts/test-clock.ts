import { z } from 'zod';

/** `PUT /api/test/clock`: a moment to run the server's clock from, or null for the real time again. */
export const testClockSchema = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
export type TestClockInput = z.infer<typeof testClockSchema>;
