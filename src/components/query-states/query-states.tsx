import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { firstPaint } from '../../lib/after-first-paint';

// The error's Alert is not needed to draw a list: it loads once the page is idle (so that a list
// failing offline can still say so), or when a list fails before that.
const loadErrorModule = () => import('../load-error/load-error');
const LoadError = lazy(() => loadErrorModule().then((module) => ({ default: module.LoadError })));

/** What QueryStates reads of a query (a TanStack query result, or several combined). */
export type QueryLike<Data> = {
  isError: boolean;
  data: Data | undefined;
  refetch: () => unknown;
};

type QueryStatesProps<Data> = {
  query: QueryLike<Data>;
  /** What failed to load, for the error message: "The students". */
  what: string;
  /** Shown while loading: a skeleton shaped like the content. */
  loading: ReactNode;
  /** Shown instead of the content when `isEmpty(data)` (default: an empty array). */
  empty?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The one loading / error (with retry) / empty / content cascade of every list page. */
export function QueryStates<Data>({
  query,
  what,
  loading,
  empty,
  isEmpty = isEmptyArray,
  children,
}: QueryStatesProps<Data>) {
  useEffect(() => {
    void firstPaint().then(loadErrorModule);
  }, []);
  if (query.isError) {
    return (
      <Suspense fallback={null}>
        <LoadError what={what} onRetry={() => void query.refetch()} />
      </Suspense>
    );
  }
  if (query.data === undefined) return loading;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}

/** Two queries as one: data once both have it, an error if either failed (retry retries those). */
export function bothQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    isError: a.isError || b.isError,
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    refetch: () => {
      if (a.isError) a.refetch();
      if (b.isError) b.refetch();
    },
  };
}
