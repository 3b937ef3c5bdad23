import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../load-error/load-error';

type QueryStatesProps<Data> = {
  query: UseQueryResult<Data>;
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
  if (query.isPending) return loading;
  if (query.isError) return <LoadError what={what} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
