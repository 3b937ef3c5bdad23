import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LtiCourse, LtiCourseLinkBody } from '../../../contract/lti-courses';
import { LtiCoursesCard } from '../../../src/features/admin/course-platforms/lti-courses-card';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';

const course: LtiCourse = {
  id: 4,
  platform_id: 1,
  platform_name: 'moodle',
  title: 'PPL ground school, autumn',
  context_id: 'course-17',
  class_id: 7,
  class_name: 'PPL autumn (made by launch)',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const classes = [
  aClass({ id: 7, name: 'PPL autumn (made by launch)' }),
  aClass({ id: 9, name: 'Private Pilot Ground School' }),
  aClass({ id: 11, name: 'Old class', archived: true }),
];

const routes = [{ path: '/admin/course-platforms', element: <LtiCoursesCard /> }];

describe('courses LTI platforms launched from (superuser)', () => {
  it('links a course to another, active class', async () => {
    const user = userEvent.setup();
    let linked = course;
    const sent: LtiCourseLinkBody[] = [];
    server.use(
      http.get(api('adminLtiCourses'), () => HttpResponse.json({ courses: [linked] })),
      http.get(api('classes'), () => HttpResponse.json(classes)),
      http.put(api('adminLtiCourse', { courseId: 4 }), async ({ request }) => {
        const body = (await request.json()) as LtiCourseLinkBody;
        sent.push(body);
        linked = { ...course, class_id: 9, class_name: 'Private Pilot Ground School' };
        return HttpResponse.json({ courses: [linked] });
      }),
    );
    renderRoutes(routes, '/admin/course-platforms');

    const table = await screen.findByRole('table', { name: 'Courses and their classes' });
    expect(within(table).getByText('PPL autumn (made by launch)')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', {
        name: 'Link PPL ground school, autumn to another class',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Link PPL ground school, autumn to a class',
    });
    await user.click(within(dialog).getByRole('combobox', { name: /Class/ }));
    expect(screen.queryByRole('option', { name: 'Old class' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Private Pilot Ground School' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ class_id: 9 }]);
    expect(await within(table).findByText('Private Pilot Ground School')).toBeInTheDocument();
  });

  it('says no course has launched yet', async () => {
    server.use(http.get(api('adminLtiCourses'), () => HttpResponse.json({ courses: [] })));
    renderRoutes(routes, '/admin/course-platforms');
    expect(await screen.findByText(/No course has launched Groundschool yet/)).toBeInTheDocument();
  });
});
