import type { SignInMethod } from '@galaxia/core';
import { apiSlice } from './api-slice.ts';
import { type RouteAnswer, type RouteBody, routeArgs, tableEndpoints } from './table-endpoints.ts';

/** Who is signed in, the servers they organise and whether they are staff (GET /api/me). */
type Me = RouteAnswer<'account.me'>;

export type CurrentUser = Me['user'];

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

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      me: build.query<Me | null, void>({
        // Signed out is an answer, not a failure: the header renders either way.
        queryFn: async (_arg, _api, _extra, baseQuery) => {
          const result = await baseQuery(routeArgs('account.me', {}));
          if (result.error) {
            if (result.error.status === 401) return { data: null };
            return { error: result.error };
          }
          return { data: result.data as Me };
        },
        providesTags: ['Me'],
      }),
      authOptions: table.query('auth.options'),
      signUp: table.mutation('auth.signUp', (body: RouteBody<'auth.signUp'>) => ({ body })),
      verifyEmail: table.mutation('auth.verifyEmail', (body: RouteBody<'auth.verifyEmail'>) => ({ body })),
      passwordSignIn: table.mutation('auth.signIn', (body: RouteBody<'auth.signIn'>) => ({ body }), {
        onQueryStarted: forgetCachedData,
      }),
      forgotPassword: table.mutation('auth.forgotPassword', (body: RouteBody<'auth.forgotPassword'>) => ({
        body,
      })),
      resetPassword: table.mutation('auth.resetPassword', (body: RouteBody<'auth.resetPassword'>) => ({
        body,
      })),
      pendingGoogle: table.query('auth.googlePending'),
      signInMethods: table.query('account.signInMethods', { providesTags: ['Account'] }),
      setPassword: table.mutation(
        'account.setPassword',
        (body: RouteBody<'account.setPassword'>) => ({ body }),
        {
          invalidatesTags: ['Account'],
        },
      ),
      unlinkMethod: table.mutation(
        'account.unlinkSignInMethod',
        (method: SignInMethod) => ({ params: { method } }),
        { invalidatesTags: ['Account', 'Me'] },
      ),
      keepSignInMethods: table.mutation('account.reviewSignInMethods', { invalidatesTags: ['Account'] }),
      activeSessions: table.query('account.sessions', { providesTags: ['Account'] }),
      signOutOthers: table.mutation('account.signOutOthers', { invalidatesTags: ['Account'] }),
      apiTokens: table.query('me.apiTokens', { providesTags: ['Account'] }),
      createApiToken: table.mutation(
        'me.createApiToken',
        (body: RouteBody<'me.createApiToken'>) => ({ body }),
        {
          invalidatesTags: ['Account'],
        },
      ),
      revokeApiToken: table.mutation('me.revokeApiToken', (id: string) => ({ params: { id } }), {
        invalidatesTags: ['Account'],
      }),
      confirmGoogleLink: table.mutation('account.confirmGoogleLink', { invalidatesTags: ['Account', 'Me'] }),
      dismissGoogleLink: table.mutation('account.dropPendingGoogle', { invalidatesTags: ['Account'] }),
      devOutbox: table.query('auth.devOutbox'),
      demoUsers: table.query('auth.demoUsers'),
      demoSignIn: table.mutation('auth.demo', (body: RouteBody<'auth.demo'>) => ({ body }), {
        onQueryStarted: forgetCachedData,
      }),
      logout: table.mutation('auth.logout', { onQueryStarted: forgetCachedData }),
    };
  },
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
