import { z } from 'zod';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '../domain/accounts/api-tokens.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { requiredText, text } from './text-fields.ts';

const m = messages.apiTokens;

export const apiTokenScopeSchema = z.enum(
  API_TOKEN_SCOPES,
  coded('API_TOKENS_SCOPE_INVALID', m.scopeInvalid),
);

/** POST /api/account/api-tokens */
export const createApiTokenPayloadSchema = z.object({
  name: requiredText(coded('API_TOKENS_NAME_REQUIRED', m.nameRequired), m.nameField, API_TOKEN_NAME_MAX),
  scope: apiTokenScopeSchema,
});
export type CreateApiTokenPayload = z.infer<typeof createApiTokenPayloadSchema>;

export const apiTokenSchema = z.object({
  id: text(),
  name: text(),
  scope: apiTokenScopeSchema,
  /** `glx_abcd…wxyz`: enough to tell tokens apart, useless to anyone who reads it. */
  hint: text(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET /api/account/api-tokens: the live tokens, newest first. */
export const apiTokensSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokens = z.infer<typeof apiTokensSchema>;

/** The answer to a creation: the only time the token itself is shown. */
export const createdApiTokenSchema = z.object({ token: text(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
