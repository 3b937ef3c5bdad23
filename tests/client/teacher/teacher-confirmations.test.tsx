import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  NO_ACCOMMODATIONS,
  storedClassSettingsSchema,
  type ClassSettingsResponse,
} from '../../../contract';
import { ClassSettingsPage } from '../../../src/features/teacher/settings/class-settings-page';
import { AccommodationsDialog } from '../../../src/features/teacher/students/accommodations-dialog';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const settings = (): ClassSettingsResponse => ({
  ...storedClassSettingsSchema.parse({}),
  topics: [],
});

/** What the test's server was asked to change, as "METHOD path". */
let changes: string[];

beforeEach(() => {
  changes = [];
  const record = ({ request }: { request: Request }) => {
    changes.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(
        aClass({ id: 7, my_roles: [2], join_code: 'ABC123', join_code_enabled: true }),
      ),
    ),
    http.get(api('classSettings', { classId: 7 }), () => HttpResponse.json(settings())),
    http.post(api('classJoinCode', { classId: 7 }), (info) => {
      record(info);
      return HttpResponse.json({ join_code: 'XYZ789', join_code_enabled: true });
    }),
    http.patch(api('class', { classId: 7 }), (info) => {
      record(info);
      return HttpResponse.json(aClass({ id: 7, my_roles: [2], archived: true }));
    }),
    http.put(api('classGeneralSettings', { classId: 7 }), (info) => {
      record(info);
      return HttpResponse.json(settings());
    }),
  );
});

const renderSettings = () =>
  renderRoutes(
    [{ path: '/teacher/classes/:classId/class-settings', element: <ClassSettingsPage /> }],
    '/teacher/classes/7/class-settings',
  );

describe('class settings ask before what affects students, and say when done', () => {
  it('"New code" asks first: Cancel keeps the code', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new join code?' });
    expect(dialog).toHaveTextContent('The code ABC123 and its link stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);
  });

  it('"New code" confirmed makes the code and says so', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new join code?' });
    await user.click(within(dialog).getByRole('button', { name: 'New code' }));
    expect(await screen.findByText('New join code made.')).toBeInTheDocument();
    expect(changes).toEqual(['POST /api/classes/7/join-code']);
  });

  it('"Archive class" asks first and archives only once confirmed', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Archive class' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Private Pilot Ground School?' });
    expect(changes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Archive class' }));
    expect(await screen.findByText('Class archived.')).toBeInTheDocument();
    expect(changes).toEqual(['PATCH /api/classes/7']);
  });

  it('saving the study settings says so', async () => {
    const user = userEvent.setup();
    renderSettings();
    const studySettings = await screen.findByRole('region', { name: 'Study settings' });
    await user.click(within(studySettings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Study settings saved.')).toBeInTheDocument();
  });
});

describe('the time zone', () => {
  it('is found by typing part of its name', async () => {
    const user = userEvent.setup();
    const bodies: { time_zone?: string }[] = [];
    server.use(
      http.put(api('classGeneralSettings', { classId: 7 }), async ({ request }) => {
        bodies.push((await request.json()) as { time_zone?: string });
        return HttpResponse.json(settings());
      }),
    );
    renderSettings();
    await user.type(await screen.findByRole('combobox', { name: 'Time zone' }), 'Chicago');
    await user.click(screen.getByRole('option', { name: 'America/Chicago' }));
    const studySettings = screen.getByRole('region', { name: 'Study settings' });
    await user.click(within(studySettings).getByRole('button', { name: 'Save' }));
    await screen.findByText('Study settings saved.');
    expect(bodies[0]?.time_zone).toBe('America/Chicago');
  });
});

describe('accommodations', () => {
  it('saving them says so', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(api('studentAccommodations', { classId: 7, userId: 11 }), () =>
        HttpResponse.json(NO_ACCOMMODATIONS),
      ),
    );
    const student = {
      id: 11,
      name: 'Sofia Martinez',
      email: null,
      accommodations: NO_ACCOMMODATIONS,
    };
    renderRoutes(
      [
        {
          path: '/',
          element: <AccommodationsDialog classId={7} student={student} onClose={() => {}} />,
        },
      ],
      '/',
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Accommodations for Sofia Martinez saved.')).toBeInTheDocument();
  });
});
