import { Navigate } from 'react-router';
import { useIsSuperuser } from '../../features/auth';
import { CoursePlatformsPage } from '../../features/admin/course-platforms/course-platforms-page';
import { paths } from '../../lib/paths';

/** /admin/course-platforms: superusers only; anyone else goes home. */
export function CoursePlatformsRoute() {
  if (!useIsSuperuser()) return <Navigate to={paths.root.href()} replace />;
  return <CoursePlatformsPage />;
}
