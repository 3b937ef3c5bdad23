import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { ClassSettingsResponse } from '../../../../contract/class-settings';
import type { ClassSummary } from '../../../../contract/classes';
import { useClassSettings } from '../../../api/class-admin';
import { useClass } from '../../../api/classes';
import { bothQueries, QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { ClassPageHeader } from '../class-page/class-page-header';

export type LoadedClassSettings = {
  classId: number;
  classSummary: ClassSummary;
  settings: ClassSettingsResponse;
};

/**
 * The frame of a class's settings pages: the title over the class's name, then the page's forms
 * once the class and its settings have loaded (a skeleton of `skeletonHeight` until then, or the
 * error with a retry).
 */
export function ClassSettingsShell({
  title,
  skeletonHeight,
  children,
}: {
  title: string;
  skeletonHeight: number;
  children: (loaded: LoadedClassSettings) => ReactNode;
}) {
  const classId = useIdParam('classId');
  const classSummary = useClass(classId);
  const settings = useClassSettings(classId);
  return (
    <>
      <ClassPageHeader classId={classId} title={title} />
      <QueryStates
        query={bothQueries(classSummary, settings)}
        what="The settings"
        loading={<Skeleton variant="rounded" height={skeletonHeight} />}
      >
        {([summary, saved]) => children({ classId, classSummary: summary, settings: saved })}
      </QueryStates>
    </>
  );
}
