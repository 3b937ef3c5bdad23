import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ErrorCode, NO_ACCOMMODATIONS, type RosterSyncResult } from '../../../contract';
import { TeacherStudentsPage } from '../../../src/features/teacher/students/teacher-students-page';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api, errorResponse } from '../helpers/api-handlers';

const routes = [{ path: '/teacher/classes/:classId/students', element: <TeacherStudentsPage /> }];

const SYNCED: RosterSyncResult = {
  members: 3,
  added: 2,
  updated: 1,
  teachers: 1,
  students: 2,
  removed: 0,
  synced_at: '2026-11-26T12:00:00Z',
};

let students = [{ id: 11, name: 'Sofia Martinez', email: null, accommodations: NO_ACCOMMODATIONS }];

beforeEach(() => {
  students = [{ id: 11, name: 'Sofia Martinez', email: null, accommodations: NO_ACCOMMODATIONS }];
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classInvitations', { classId: 7 }), () => HttpResponse.json([])),
    http.get(api('classTeachers', { classId: 7 }), () => HttpResponse.json([])),
    http.get(api('classStudents', { classId: 7 }), () => HttpResponse.json(students)),
  );
});

const linkedCourse = (syncedAt: string | null = null) =>
  http.get(api('classRosterSource', { classId: 7 }), () =>
    HttpResponse.json({ linked: true, roster_available: true, synced_at: syncedAt }),
  );

describe('teacher: Sync roster on the Students page', () => {
  it('is not offered for a class without a course platform course', async () => {
    let asked = false;
    server.use(
      http.get(api('classRosterSource', { classId: 7 }), () => {
        asked = true;
        return HttpResponse.json({ linked: false, roster_available: false, synced_at: null });
      }),
    );
    renderRoutes(routes, '/teacher/classes/7/students');
    await screen.findByRole('table', { name: 'Students' });
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Sync roster' })).not.toBeInTheDocument();
  });

  it('reads the roster, says what changed, and shows students who never launched', async () => {
    const user = userEvent.setup();
    let posts = 0;
    server.use(
      linkedCourse(),
      http.post(api('classRosterSync', { classId: 7 }), () => {
        posts += 1;
        students = [
          ...students,
          { id: 12, name: 'Liam Chen', email: null, accommodations: NO_ACCOMMODATIONS },
        ];
        return HttpResponse.json(SYNCED);
      }),
    );
    renderRoutes(routes, '/teacher/classes/7/students');
    expect(await screen.findByRole('region', { name: 'Course platform roster' })).toHaveTextContent(
      'Not synced yet.',
    );

    await user.click(screen.getByRole('button', { name: 'Sync roster' }));

    expect(
      await screen.findByText(
        'Roster synced: 2 students and 1 teacher in the course, 2 new, 1 name updated.',
      ),
    ).toBeInTheDocument();
    expect(posts).toBe(1);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(await within(table).findByRole('row', { name: /Liam Chen/ })).toBeInTheDocument();
  });

  it('shows the platform’s refusal in words the teacher can act on', async () => {
    const user = userEvent.setup();
    const refusal =
      'The course platform refused Groundschool access to the course roster (invalid_scope). Check that the tool may use Names and Role Provisioning.';
    server.use(
      linkedCourse('2026-11-25T09:30:00Z'),
      http.post(api('classRosterSync', { classId: 7 }), () =>
        errorResponse(409, ErrorCode.COURSE_PLATFORM_FAILED, refusal),
      ),
    );
    renderRoutes(routes, '/teacher/classes/7/students');
    expect(await screen.findByText(/Last synced/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sync roster' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('says how to turn the roster on when the course has not offered it', async () => {
    server.use(
      http.get(api('classRosterSource', { classId: 7 }), () =>
        HttpResponse.json({ linked: true, roster_available: false, synced_at: null }),
      ),
    );
    renderRoutes(routes, '/teacher/classes/7/students');
    expect(await screen.findByText(/turn on Names and Role Provisioning/)).toBeInTheDocument();
  });
});
