import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { endsAfterStart, overlappingWindows } from '../domain/registration/validate-windows.ts';
import { dateTimeSpanSchema } from './calendar.ts';
import { coded } from './coded-error.ts';

/** One registration phase: teams may register from its start up to its end. */
export const registrationWindowSchema = dateTimeSpanSchema.refine(endsAfterStart, {
  ...coded('REGISTRATION_WINDOW_ENDS_BEFORE_START', messages.registration.windowEndsBeforeStart),
  path: ['endDate'],
});
export type RegistrationWindow = z.infer<typeof registrationWindowSchema>;

/** The body of PUT /updateEvent/registration/{id} and of its GET. */
export const registrationPayloadSchema = z.object({
  registration: z.array(registrationWindowSchema).superRefine((windows, ctx) => {
    for (const index of overlappingWindows(windows)) {
      ctx.addIssue({
        code: 'custom',
        message: messages.registration.windowsOverlap,
        params: { code: 'REGISTRATION_WINDOWS_OVERLAP' },
        path: [index],
      });
    }
  }),
});
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;
