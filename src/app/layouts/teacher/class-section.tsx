import { Outlet } from 'react-router';
import { useIdParam } from '../../../components/routing/route-params';
import { ClassSectionTabs } from './class-section-tabs';

/**
 * Not a layout: inside the default layout, the screens of one class get the class's sections as a
 * link bar above their own content.
 */
export function ClassSection() {
  const classId = useIdParam('classId');
  return (
    <>
      <ClassSectionTabs classId={classId} />
      <Outlet />
    </>
  );
}
