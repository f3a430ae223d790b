import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { endsAfterStart, overlappingWindows } from '../domain/registration/validate-windows.ts';
import { dateTimeSpanSchema } from './calendar.ts';

/** One registration phase: teams may register from its start up to its end. */
export const registrationWindowSchema = dateTimeSpanSchema.refine(endsAfterStart, {
  error: messages.registration.windowEndsBeforeStart,
  path: ['endDate'],
});
export type RegistrationWindow = z.infer<typeof registrationWindowSchema>;

/** The body of PUT /updateEvent/registration/{id} and of its GET. */
export const registrationPayloadSchema = z.object({
  registration: z.array(registrationWindowSchema).superRefine((windows, ctx) => {
    for (const index of overlappingWindows(windows)) {
      ctx.addIssue({ code: 'custom', message: messages.registration.windowsOverlap, path: [index] });
    }
  }),
});
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;
