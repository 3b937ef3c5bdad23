import { Outlet, useParams } from 'react-router';
import { FocusedShell } from './shell/focused-shell';
import { paths } from '../../lib/paths';

/** Reviewing a submitted quiz question by question, with a way back to its result. */
export function ReviewLayout() {
  const { classId, id } = useParams();
  return (
    <FocusedShell
      label="Review"
      exitTo={paths.student.quizResult.href({ classId: classId ?? '', id: id ?? '' })}
      exitLabel="Result"
      maxWidth="md"
    >
      <Outlet />
    </FocusedShell>
  );
}
