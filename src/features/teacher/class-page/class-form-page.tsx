import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { QueryStates, type QueryLike } from '../../../components/query-states/query-states';
import { ClassPageHeader } from './class-page-header';

type ClassFormPageProps<Data> = {
  classId: number;
  title: string;
  /** What the form needs (the item to edit, the topics to choose from). */
  query: QueryLike<Data>;
  /** What failed to load, for the error message: "The topics". */
  what: string;
  /** The height of the skeleton shown while loading, near the form's. */
  formHeight: number;
  /** Shown instead of the form when the list it needs is empty. */
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
};

/** An add or edit page of a class: the title over the class's name, then the form once loaded. */
export function ClassFormPage<Data>({
  classId,
  title,
  query,
  what,
  formHeight,
  empty,
  children,
}: ClassFormPageProps<Data>) {
  return (
    <>
      <ClassPageHeader classId={classId} title={title} />
      <QueryStates
        query={query}
        what={what}
        loading={<Skeleton variant="rounded" height={formHeight} />}
        empty={empty}
      >
        {children}
      </QueryStates>
    </>
  );
}
