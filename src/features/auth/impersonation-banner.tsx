import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { stopImpersonation, useImpersonationStore } from '../../lib/session/impersonation-store';
import { paths } from '../../lib/paths';

// Loaded only while someone views as a student: a student's own screens never need the Alert.
const ImpersonationAlert = lazy(() =>
  import('./impersonation-alert').then((module) => ({ default: module.ImpersonationAlert })),
);

/** Shown by the layouts while a teacher or superuser views the app as a student. */
export function ImpersonationBanner() {
  const student = useImpersonationStore((state) => state.impersonatedStudent);
  const returnTo = useImpersonationStore((state) => state.returnTo);
  const navigate = useNavigate();
  if (!student) return null;
  // Back to the page the viewing began on (the class's students), else the teacher's home.
  const stop = () => {
    stopImpersonation();
    void navigate(returnTo ?? paths.teacher.home.href());
  };
  return (
    <Suspense fallback={null}>
      <ImpersonationAlert name={student.name} onStop={stop} />
    </Suspense>
  );
}
