import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Header, NO_ACCOMMODATIONS, type ClassOverview } from '../../../contract';
import { TeacherStudentsPage } from '../../../src/features/teacher/students/teacher-students-page';
import { useImpersonationStore } from '../../../src/lib/session/impersonation-store';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const routes = [
  { path: '/teacher/classes/:classId/students', element: <TeacherStudentsPage /> },
  { path: '/student', element: <p>student home</p> },
];

const none = NO_ACCOMMODATIONS;

/** The member panels around the table: no invitations, no teachers, an empty overview. */
beforeEach(() => {
  server.use(
    http.get(api('classOverview', { classId: 7 }), () =>
      HttpResponse.json({ topics: [], students: [] }),
    ),
    http.get(api('classInvitations', { classId: 7 }), () => HttpResponse.json([])),
    http.get(api('classTeachers', { classId: 7 }), () => HttpResponse.json([])),
  );
});
afterEach(() => useImpersonationStore.setState({ impersonatedStudent: null }));

describe('teacher: students of a class', () => {
  it('lists the students and views the app as one of them', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('class', { classId: 7 }), () =>
        HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
      ),
      http.get(api('classStudents', { classId: 7 }), () =>
        HttpResponse.json([
          { id: 11, name: 'Sofia Martinez', email: 'sofia@example.test', accommodations: none },
          { id: 12, name: 'Liam Chen', email: null, accommodations: none },
        ]),
      ),
    );
    const { router } = renderRoutes(routes, '/teacher/classes/7/students');

    const table = await screen.findByRole('table', { name: 'Students' });
    expect(await screen.findByText('Private Pilot Ground School')).toBeInTheDocument();
    const sofia = within(table).getByRole('row', { name: /Sofia Martinez/ });
    expect(within(sofia).getAllByText('sofia@example.test')[0]).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Liam Chen/ })).toBeInTheDocument();

    await user.click(within(sofia).getByRole('button', { name: 'View as student Sofia Martinez' }));

    expect(useImpersonationStore.getState().impersonatedStudent).toEqual({
      id: 11,
      name: 'Sofia Martinez',
    });
    expect(router.state.location.pathname).toBe('/student');
    expect(await screen.findByText('student home')).toBeInTheDocument();
  });

  it('sends the impersonated id with later calls', async () => {
    const user = userEvent.setup();
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('class', { classId: 7 }), ({ request }) => {
        seen.push(request.headers.get(Header.IMPERSONATED_ID));
        return HttpResponse.json(aClass({ id: 7 }));
      }),
      http.get(api('classStudents', { classId: 7 }), () =>
        HttpResponse.json([{ id: 11, name: 'Sofia Martinez', email: null, accommodations: none }]),
      ),
    );
    const { router } = renderRoutes(routes, '/teacher/classes/7/students');
    await user.click(await screen.findByRole('button', { name: 'View as student Sofia Martinez' }));
    await router.navigate('/teacher/classes/7/students');
    await screen.findByRole('table', { name: 'Students' });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('11'));
    expect(seen[0]).toBeNull();
  });

  it('says so when the class has no students', async () => {
    server.use(
      http.get(api('class', { classId: 7 }), () => HttpResponse.json(aClass({ id: 7 }))),
      http.get(api('classStudents', { classId: 7 }), () => HttpResponse.json([])),
    );
    renderRoutes(routes, '/teacher/classes/7/students');
    expect(
      await screen.findByRole('heading', { name: 'No students in this class yet' }),
    ).toBeInTheDocument();
  });

  it('takes a removed student out of the class overview and the heat map at once', async () => {
    const user = userEvent.setup();
    let enrolled = true;
    const sofia = { id: 11, name: 'Sofia Martinez', email: null, accommodations: none };
    const overview = (): ClassOverview => ({
      topics: [{ id: 1, name: 'Weather' }],
      students: enrolled
        ? [
            {
              user_id: 11,
              name: 'Sofia Martinez',
              last_activity: null,
              finished_attempts: 1,
              average: 50,
              best_final: null,
              readiness: null,
              endorsed: false,
              points: 0,
              missed_queue: 0,
              topics: [{ answers: 2, accuracy: 50 }],
            },
          ]
        : [],
    });
    server.use(
      http.get(api('class', { classId: 7 }), () => HttpResponse.json(aClass({ id: 7 }))),
      http.get(api('classStudents', { classId: 7 }), () =>
        HttpResponse.json(enrolled ? [sofia] : []),
      ),
      http.get(api('classOverview', { classId: 7 }), () => HttpResponse.json(overview())),
      http.get(api('classScoreSync', { classId: 7 }), () =>
        HttpResponse.json({ linked: false, scores: [] }),
      ),
      http.delete(api('classStudent', { classId: 7, userId: 11 }), () => {
        enrolled = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoutes(routes, '/teacher/classes/7/students');
    expect(await screen.findByRole('grid', { name: 'Topic heat map' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Remove Sofia Martinez' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await vi.waitFor(() =>
      expect(screen.queryByRole('grid', { name: 'Topic heat map' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Sofia Martinez' })).not.toBeInTheDocument();
  });
});
