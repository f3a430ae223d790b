import type {
  ActiveSession,
  ApiTokens,
  CreateApiTokenPayload,
  CreatedApiToken,
  SetPasswordPayload,
  SignInMethod,
  SignInMethods,
} from '@galaxia/core';
import { apiSlice } from './api-slice.ts';

export interface CurrentUser {
  id: string;
  name: string;
  avatar: string | null;
}

interface AdministeredServer {
  id: string;
  name: string;
  icon: string | null;
  isAdmin: true;
}

interface Me {
  user: CurrentUser;
  servers: AdministeredServer[];
  /** Organiser features and the bot need a linked Discord account. */
  discordLinked: boolean;
  /** Platform staff see the contact inbox. */
  isStaff?: boolean;
}

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

interface DemoUser {
  id: string;
  name: string;
  avatar: string | null;
  administers: string[];
}

/** Whoever signs in or out, nothing fetched for the previous person may stay on screen. */
async function forgetCachedData(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
    dispatch(apiSlice.util.resetApiState());
  } catch {
    // The mutation's own caller shows the failure.
  }
}

const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<Me | null, void>({
      // Signed out is an answer, not a failure: the header renders either way.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/me');
        if (result.error) {
          if (result.error.status === 401) return { data: null };
          return { error: result.error };
        }
        return { data: result.data as Me };
      },
      providesTags: ['Me'],
    }),
    authOptions: build.query<{ discord: boolean; demo: boolean; google: boolean }, void>({
      query: () => '/auth/options',
    }),
    signUp: build.mutation<{ message: string }, { name: string; email: string; password: string }>({
      query: (body) => ({ url: '/auth/sign-up', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<{ message: string }, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
    }),
    passwordSignIn: build.mutation<
      { user: CurrentUser },
      { email: string; password: string; remember: boolean }
    >({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
      onQueryStarted: forgetCachedData,
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    pendingGoogle: build.query<{ email: string | null }, void>({ query: () => '/auth/google/pending' }),
    signInMethods: build.query<SignInMethods, void>({
      query: () => '/account/sign-in-methods',
      providesTags: ['Account'],
    }),
    setPassword: build.mutation<{ message: string }, SetPasswordPayload>({
      query: (body) => ({ url: '/account/password', method: 'PUT', body }),
      invalidatesTags: ['Account'],
    }),
    unlinkMethod: build.mutation<{ message: string }, SignInMethod>({
      query: (method) => ({ url: `/account/sign-in-methods/${method}`, method: 'DELETE' }),
      invalidatesTags: ['Account', 'Me'],
    }),
    keepSignInMethods: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/account/sign-in-methods/review', method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
    activeSessions: build.query<{ sessions: ActiveSession[] }, void>({
      query: () => '/account/sessions',
      providesTags: ['Account'],
    }),
    signOutOthers: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/account/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
    apiTokens: build.query<ApiTokens, void>({
      query: () => '/account/api-tokens',
      providesTags: ['Account'],
    }),
    createApiToken: build.mutation<CreatedApiToken, CreateApiTokenPayload>({
      query: (body) => ({ url: '/account/api-tokens', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    revokeApiToken: build.mutation<void, string>({
      query: (id) => ({ url: `/account/api-tokens/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Account'],
    }),
    confirmGoogleLink: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/account/google/confirm-link', method: 'POST' }),
      invalidatesTags: ['Account', 'Me'],
    }),
    dismissGoogleLink: build.mutation<void, void>({
      query: () => ({ url: '/account/google/pending', method: 'DELETE' }),
      invalidatesTags: ['Account'],
    }),
    devOutbox: build.query<{ mails: OutboxMail[] }, void>({ query: () => '/dev/outbox' }),
    demoUsers: build.query<{ users: DemoUser[] }, void>({ query: () => '/auth/demo-users' }),
    demoSignIn: build.mutation<{ user: CurrentUser }, { userId: string }>({
      query: (body) => ({ url: '/auth/demo', method: 'POST', body }),
      onQueryStarted: forgetCachedData,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      onQueryStarted: forgetCachedData,
    }),
  }),
});

export const {
  useMeQuery,
  useAuthOptionsQuery,
  useSignUpMutation,
  useVerifyEmailMutation,
  usePasswordSignInMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  usePendingGoogleQuery,
  useSignInMethodsQuery,
  useSetPasswordMutation,
  useUnlinkMethodMutation,
  useKeepSignInMethodsMutation,
  useActiveSessionsQuery,
  useSignOutOthersMutation,
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  useConfirmGoogleLinkMutation,
  useDismissGoogleLinkMutation,
  useDevOutboxQuery,
  useDemoUsersQuery,
  useDemoSignInMutation,
  useLogoutMutation,
} = authApi;
