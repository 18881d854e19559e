import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';

const defaults: DefaultOptions = {
  queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
};

/** The app's query client; tests pass `retry: false` so a failure shows at once. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...defaults.queries, ...overrides.queries },
      mutations: { ...defaults.mutations, ...overrides.mutations },
    },
  });
}

type AnyFunction = (...args: never[]) => Promise<unknown>;

/**
 * Options a screen may add to an endpoint's query hook: everything its queryOptions factory
 * returns except what the endpoint fixes, e.g. `useHistory(20, { enabled: signedIn })`.
 */
export type QueryConfig<OptionsFactory extends (...args: never[]) => object> = Partial<
  Omit<ReturnType<OptionsFactory>, 'queryKey' | 'queryFn'>
>;

/**
 * Options a screen may add to an endpoint's mutation hook, e.g. `useLogin({ onSuccess })`.
 * The endpoint fixes the function; its single argument is the mutation's variables.
 */
export type MutationConfig<Fetcher extends AnyFunction> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fetcher>>, Error, MutationVariables<Fetcher>>,
  'mutationFn'
>;

/** A fetcher without arguments is a mutation called as `mutate()`. */
type MutationVariables<Fetcher extends AnyFunction> =
  Parameters<Fetcher> extends [] ? void : Parameters<Fetcher>[0];
