import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ErrorCode, type CreateClassBody } from '../../../contract';
import { TeacherHomePage } from '../../../src/features/teacher/home/teacher-home-page';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

/** Clicks a field and pastes the text (typing letter by letter is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const routesFor = (canCreateClass: boolean) => [
  { path: '/teacher', element: <TeacherHomePage canCreateClass={canCreateClass} /> },
  { path: '*', element: <p>another screen</p> },
];

const serveTeacherClasses = (classes: ReturnType<typeof aClass>[]) =>
  server.use(
    http.get(api('classes'), ({ request }) =>
      new URL(request.url).searchParams.get('as') === 'teacher'
        ? HttpResponse.json(classes)
        : HttpResponse.json([], { status: 400 }),
    ),
  );

describe('teacher home', () => {
  it('lists the classes the teacher teaches, with student counts, and offers no creation', async () => {
    serveTeacherClasses([aClass({ my_roles: [2], student_count: 5 })]);
    renderRoutes(routesFor(false), '/teacher');

    const card = await screen.findByRole('article', { name: 'Private Pilot Ground School' });
    expect(within(card).getByText('5 students')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Students' })).toHaveAttribute(
      'href',
      '/teacher/classes/1/students',
    );
    expect(screen.getByRole('heading', { name: 'Classes you teach' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New class' })).not.toBeInTheDocument();
  });

  it('tells a teacher without classes who can add them', async () => {
    serveTeacherClasses([]);
    renderRoutes(routesFor(false), '/teacher');
    expect(
      await screen.findByRole('heading', { name: "You don't teach a class yet" }),
    ).toBeInTheDocument();
  });

  it('lets a superuser create a class, validating the name first', async () => {
    const user = userEvent.setup();
    let classes = [aClass({ my_roles: [] })];
    const created: CreateClassBody[] = [];
    server.use(
      http.get(api('classes'), () => HttpResponse.json(classes)),
      http.post(api('classes'), async ({ request }) => {
        const body = (await request.json()) as CreateClassBody;
        created.push(body);
        const newClass = aClass({
          id: 2,
          name: body.name,
          description: body.description,
          my_roles: [],
        });
        classes = [...classes, newClass];
        return HttpResponse.json(newClass, { status: 201 });
      }),
    );
    renderRoutes(routesFor(true), '/teacher');
    expect(await screen.findByRole('heading', { name: 'All classes' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(created).toEqual([]);

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await fill(user, name, 'Commercial Pilot');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'CPL theory, evenings.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([{ name: 'Commercial Pilot', description: 'CPL theory, evenings.' }]);
    expect(await screen.findByText('Class “Commercial Pilot” created.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Commercial Pilot' })).toBeInTheDocument();
  });

  it("shows the server's field errors when it refuses the class (422)", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('classes'), () => HttpResponse.json([])),
      http.post(api('classes'), () =>
        HttpResponse.json(
          {
            detail: {
              error_code: ErrorCode.VALIDATION_FAILED,
              message: 'Invalid request. body.name: A class with this name already exists.',
              fields: [{ path: 'body.name', message: 'A class with this name already exists.' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderRoutes(routesFor(true), '/teacher');

    // The empty state offers creation too.
    expect(await screen.findByRole('heading', { name: 'No classes yet' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New class' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Private Pilot');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));

    expect(
      await within(dialog).findByText('A class with this name already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
