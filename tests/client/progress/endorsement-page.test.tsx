import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentProgress } from '../../../contract';
import { ProgressStrip } from '../../../src/features/student/class-home/progress-strip';
import { NOT_THE_ENDORSEMENT } from '../../../src/features/student/class-home/endorsement-notice';
import { renderRoutes } from '../app/helpers/render-routes';

const endorsed: StudentProgress = {
  points_enabled: true,
  points: 10,
  points_by_reason: [],
  streak: { current: 1, longest: 1 },
  badges: [{ kind: 'endorsement', earned_at: '2026-11-21T10:00:00.000Z' }],
  endorsement: { teacher_name: 'Tessa Tran', endorsed_at: '2026-11-21T10:00:00.000Z' },
};

describe('the note that the instructor marked the student ready', () => {
  it('names the student, the instructor and the date, says it is no endorsement, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ProgressStrip
              progress={endorsed}
              studentName="Mei Chen"
              className="Private Pilot"
              ledgerOf={{ classId: 1, userId: 7 }}
            />
          ),
        },
      ],
      '/',
    );
    expect(
      screen.getByText(/^Marked ready for the knowledge test by Tessa Tran on/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print this note' }));
    const page = screen.getByRole('dialog', { name: 'Marked ready for the knowledge test' });
    expect(page).toHaveTextContent('Mei Chen');
    expect(page).toHaveTextContent('Tessa Tran');
    expect(page).toHaveTextContent(/November 21, 2026|21 November 2026/);
    expect(page).toHaveTextContent(NOT_THE_ENDORSEMENT);
    // The app does not word it as the instructor's certification.
    expect(page).not.toHaveTextContent(/certify/i);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
