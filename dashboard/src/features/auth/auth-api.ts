import { apiSlice } from '../../app/api-slice.ts';

export interface CurrentUser {
  id: string;
  name: string;
  avatar: string | null;
}

export interface AdministeredServer {
  id: string;
  name: string;
  icon: string | null;
  isAdmin: true;
}

export interface DemoUser {
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

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<{ user: CurrentUser; servers: AdministeredServer[]; isStaff?: boolean } | null, void>({
      // Signed out is an answer, not a failure: the header renders either way.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/me');
        if (result.error) {
          if (result.error.status === 401) return { data: null };
          return { error: result.error };
        }
        return {
          data: result.data as { user: CurrentUser; servers: AdministeredServer[]; isStaff?: boolean },
        };
      },
      providesTags: ['Me'],
    }),
    authOptions: build.query<{ discord: boolean; demo: boolean }, void>({ query: () => '/auth/options' }),
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
  useDemoUsersQuery,
  useDemoSignInMutation,
  useLogoutMutation,
} = authApi;
