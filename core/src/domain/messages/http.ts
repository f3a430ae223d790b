/** Generic request failures every API route may answer with. */
export const httpMessages = {
  http: {
    unauthenticated: 'Sign in to continue',
    notFound: 'Not found',
    badRequest: 'Invalid request',
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    internal: 'Something went wrong. Please try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  },
} as const;
