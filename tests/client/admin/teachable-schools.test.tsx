import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ErrorCode } from '../../../contract/error-codes';
import type {
  TeachableSchool,
  TeachableSchoolCreate,
  TeachableSchoolEdit,
} from '../../../contract/teachable-schools';
import { TeachableSchoolsSection } from '../../../src/features/admin/course-platforms/teachable-schools-section';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const ORIGIN = 'https://groundschool.example.test';

const flight: TeachableSchool = {
  id: 4,
  school_id: '441122',
  name: 'Flight school',
  school_url: 'https://flight.teachable.com',
  client_id: 'client-abc',
  client_secret_set: true,
  has_api_key: true,
  courses: [{ course_id: '2001', class_id: 1, class_name: 'Private Pilot Ground School' }],
  addresses: {
    redirect_url: `${ORIGIN}/auth/teachable/callback`,
    webhook_url: `${ORIGIN}/api/teachable/webhooks/tok3n`,
    embed_url: `${ORIGIN}/?teachable=441122`,
  },
  updated_at: '2026-11-20T10:00:00.000Z',
};

const classes = [
  aClass({ id: 1, name: 'Private Pilot Ground School' }),
  aClass({ id: 2, name: 'Instrument Rating' }),
  aClass({ id: 3, name: 'Old 2019 class', archived: true }),
];

const routes = [{ path: '/admin/course-platforms', element: <TeachableSchoolsSection /> }];

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseClass(user: User, dialog: HTMLElement, index: number, name: string) {
  await user.click(within(dialog).getAllByRole('combobox', { name: 'Class' })[index]!);
  await user.click(await screen.findByRole('option', { name }));
}

function serve(schools: () => TeachableSchool[]) {
  server.use(
    http.get(api('adminTeachableSchools'), () => HttpResponse.json({ schools: schools() })),
    http.get(api('classes'), () => HttpResponse.json(classes)),
  );
}

describe('Teachable schools on the Course platforms screen', () => {
  it('lists each school with its courses, API key and the addresses to copy', async () => {
    const user = userEvent.setup();
    serve(() => [flight, { ...flight, id: 5, name: '', school_id: '9', has_api_key: false }]);
    renderRoutes(routes, '/admin/course-platforms');

    const card = await screen.findByRole('article', { name: 'Flight school' });
    expect(within(card).getByText('441122')).toBeInTheDocument();
    expect(within(card).getByText('https://flight.teachable.com')).toBeInTheDocument();
    expect(within(card).getByText('2001 → Private Pilot Ground School')).toBeInTheDocument();
    expect(within(card).getByText('Yes: webhooks are confirmed')).toBeInTheDocument();
    const unnamed = screen.getByRole('article', { name: 'School 9' });
    expect(within(unnamed).getByText('No')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Copy the Webhook address' }));
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}/api/teachable/webhooks/tok3n`);
    await user.click(within(card).getByRole('button', { name: 'Copy the OAuth redirect URL' }));
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}/auth/teachable/callback`);
    await user.click(within(card).getByRole('button', { name: 'Copy the Embed address' }));
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}/?teachable=441122`);
  });

  it('connects a school: checks the fields, offers only active classes, then sends it', async () => {
    const user = userEvent.setup();
    let schools: TeachableSchool[] = [];
    const sent: TeachableSchoolCreate[] = [];
    serve(() => schools);
    server.use(
      http.post(api('adminTeachableSchools'), async ({ request }) => {
        const body = (await request.json()) as TeachableSchoolCreate;
        sent.push(body);
        schools = [{ ...flight, name: body.name ?? '', has_api_key: false }];
        return HttpResponse.json(schools[0], { status: 201 });
      }),
    );
    renderRoutes(routes, '/admin/course-platforms');
    expect(await screen.findByText('No Teachable school yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect a Teachable school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Teachable school' });
    const field = (name: RegExp) => within(dialog).getByLabelText(name);

    await fill(user, field(/^Name/), 'Flight school');
    await fill(user, field(/^School id/), '441122');
    await fill(user, field(/^School address/), 'https://flight.teachable.com/courses');
    await fill(user, field(/^Client id/), 'client-abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add a course' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Course id' }), '2001');
    await user.click(within(dialog).getByRole('button', { name: 'Connect school' }));
    expect(await within(dialog).findByText(/no path/)).toBeInTheDocument();
    expect(within(dialog).getByText('Client secret is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the class this course feeds.')).toBeInTheDocument();

    await user.clear(field(/^School address/));
    await fill(user, field(/^School address/), 'https://flight.teachable.com');
    await fill(user, field(/^Client secret/), 'cs_live_1');
    await user.click(within(dialog).getAllByRole('combobox', { name: 'Class' })[0]!);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Private Pilot Ground School',
      'Instrument Rating',
    ]);
    await user.click(screen.getByRole('option', { name: 'Instrument Rating' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add a course' }));
    await fill(user, within(dialog).getAllByRole('textbox', { name: 'Course id' })[1]!, '2001');
    await chooseClass(user, dialog, 1, 'Private Pilot Ground School');
    await user.click(within(dialog).getByRole('button', { name: 'Connect school' }));
    expect(await within(dialog).findByText(/may feed only one class/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove course 2' }));

    await user.click(within(dialog).getByRole('button', { name: 'Connect school' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        name: 'Flight school',
        school_id: '441122',
        school_url: 'https://flight.teachable.com',
        client_id: 'client-abc',
        client_secret: 'cs_live_1',
        courses: [{ course_id: '2001', class_id: 2 }],
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Flight school' })).toBeInTheDocument();
  });

  it('shows the server’s refusal on the field it names (a class archived meanwhile)', async () => {
    const user = userEvent.setup();
    serve(() => [flight]);
    server.use(
      http.put(api('adminTeachableSchool', { schoolId: 4 }), () =>
        HttpResponse.json(
          {
            detail: {
              error_code: ErrorCode.VALIDATION_FAILED,
              message: 'A course is linked to a class it cannot feed.',
              fields: [
                {
                  path: 'body.courses.0.class_id',
                  message: 'This class is archived: choose an active one.',
                },
              ],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderRoutes(routes, '/admin/course-platforms');
    await user.click(await screen.findByRole('button', { name: 'Edit Flight school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Teachable school' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This class is archived: choose an active one.'),
    ).toBeInTheDocument();
  });

  it('edits a school without sending the stored secrets, or removes its API key when asked', async () => {
    const user = userEvent.setup();
    const edits: TeachableSchoolEdit[] = [];
    serve(() => [flight]);
    server.use(
      http.put(api('adminTeachableSchool', { schoolId: 4 }), async ({ request }) => {
        const body = (await request.json()) as TeachableSchoolEdit;
        edits.push(body);
        return HttpResponse.json({ ...flight, has_api_key: body.api_key !== null });
      }),
    );
    renderRoutes(routes, '/admin/course-platforms');
    await user.click(await screen.findByRole('button', { name: 'Edit Flight school' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Teachable school' });
    expect(within(dialog).getByLabelText(/^Client secret/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      school_id: '441122',
      name: 'Flight school',
      school_url: 'https://flight.teachable.com',
      client_id: 'client-abc',
      courses: [{ course_id: '2001', class_id: 1 }],
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Flight school' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Teachable school' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Remove the stored Admin API key/ }),
    );
    expect(within(dialog).getByLabelText(/^Admin API key/)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(2));
    expect(edits[1]?.api_key).toBeNull();
    expect(edits[1]).not.toHaveProperty('client_secret');
  });

  it('disconnects a school after asking, and makes a new webhook address after asking', async () => {
    const user = userEvent.setup();
    let removed = false;
    let rotations = 0;
    serve(() => (removed ? [] : [flight]));
    server.use(
      http.delete(api('adminTeachableSchool', { schoolId: 4 }), () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(api('adminTeachableWebhookRotation', { schoolId: 4 }), () => {
        rotations += 1;
        return HttpResponse.json(flight);
      }),
    );
    renderRoutes(routes, '/admin/course-platforms');
    await user.click(
      await screen.findByRole('button', { name: 'New webhook address for Flight school' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Make a new webhook address?' });
    await user.click(within(ask).getByRole('button', { name: 'Make a new address' }));
    expect(
      await screen.findByText('New webhook address made: paste it into Teachable.'),
    ).toBeInTheDocument();
    expect(rotations).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Remove Flight school' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect this school?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('No Teachable school yet')).toBeInTheDocument();
  });
});
