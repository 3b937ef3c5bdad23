import { Outlet, useParams } from 'react-router';
import { FocusedShell } from './shell/focused-shell';

/** Reviewing a submitted quiz question by question, with a way back to its result. */
export function ReviewLayout() {
  const { classId, id } = useParams();
  return (
    <FocusedShell
      label="Review"
      exitTo={`/student/classes/${classId}/quiz/${id}/result`}
      exitLabel="Result"
      maxWidth="md"
    >
      <Outlet />
    </FocusedShell>
  );
}
