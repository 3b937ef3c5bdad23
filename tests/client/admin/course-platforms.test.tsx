import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type {
  LtiPlatform,
  LtiPlatformBody,
  LtiPlatformsOverview,
} from '../../../contract/lti-platforms';
import { CoursePlatformsPage } from '../../../src/features/admin/course-platforms/course-platforms-page';
import { renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const ORIGIN = 'https://groundschool.example.test';

const moodle: LtiPlatform = {
  id: 1,
  issuer: 'https://moodle.school.test',
  client_id: 'moodle-7',
  auth_url: 'https://moodle.school.test/mod/lti/auth.php',
  token_url: 'https://moodle.school.test/mod/lti/token.php',
  jwks_url: 'https://moodle.school.test/mod/lti/certs.php',
  name: 'moodle',
  deployment_ids: ['12'],
  registered_by: 'dynamic',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const anOverview = (overrides: Partial<LtiPlatformsOverview> = {}): LtiPlatformsOverview => ({
  platforms: [moodle],
  launch_failures: [
    {
      id: 3,
      issuer: 'https://moodle.school.test',
      client_id: 'moodle-7',
      deployment_id: '99',
      reason: 'unknown_deployment',
      message: 'This course’s deployment (99) is not registered in Groundschool.',
      created_at: '2026-11-25T09:30:00.000Z',
    },
  ],
  tool_urls: {
    login: `${ORIGIN}/lti/login`,
    launch: `${ORIGIN}/lti/launch`,
    jwks: `${ORIGIN}/lti/jwks`,
    registration: `${ORIGIN}/lti/register`,
    deep_linking: `${ORIGIN}/lti/launch`,
  },
  tool_keys: [
    { kid: 'abcdefghijklmnop', created_at: '2026-11-01T00:00:00.000Z', retired_at: null },
  ],
  registration_origins: ['https://moodle.school.test'],
  ...overrides,
});

const routes = [{ path: '/admin/course-platforms', element: <CoursePlatformsPage /> }];

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('Course platforms (superuser)', () => {
  beforeEach(() => {
    server.use(
      http.get(api('adminTeachableSchools'), () => HttpResponse.json({ schools: [] })),
      http.get(api('adminLtiCourses'), () => HttpResponse.json({ courses: [] })),
    );
  });

  it('lists the platforms, the refused launches with their reason, and copies the tool’s URLs', async () => {
    const user = userEvent.setup();
    server.use(http.get(api('adminLtiPlatforms'), () => HttpResponse.json(anOverview())));
    renderRoutes(routes, '/admin/course-platforms');

    const table = await screen.findByRole('table', { name: 'Course platforms' });
    const row = within(table).getByRole('row', { name: /moodle\.school\.test/ });
    expect(within(row).getByText('moodle-7')).toBeInTheDocument();
    expect(within(row).getByText('By registration')).toBeInTheDocument();

    const failures = screen.getByRole('list', { name: 'Refused launches, newest first' });
    expect(
      within(failures).getByText(
        'This course’s deployment (99) is not registered in Groundschool.',
      ),
    ).toBeInTheDocument();
    expect(within(failures).getByText(/unknown_deployment/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Copy the Dynamic registration URL (Moodle, Canvas)' }),
    );
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}/lti/register`);
    expect(screen.getByText('Allowed for https://moodle.school.test.')).toBeInTheDocument();
  });

  it('adds a platform by hand, checking each address before sending', async () => {
    const user = userEvent.setup();
    let overview = anOverview({ platforms: [], launch_failures: [], registration_origins: [] });
    const sent: LtiPlatformBody[] = [];
    server.use(
      http.get(api('adminLtiPlatforms'), () => HttpResponse.json(overview)),
      http.post(api('adminLtiPlatforms'), async ({ request }) => {
        const body = (await request.json()) as LtiPlatformBody;
        sent.push(body);
        const created: LtiPlatform = {
          ...moodle,
          ...body,
          id: 2,
          name: body.name ?? '',
          registered_by: 'manual',
        };
        overview = { ...overview, platforms: [created] };
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderRoutes(routes, '/admin/course-platforms');
    expect(
      await screen.findByText('No launch was refused in the last 30 days.'),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add platform' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a course platform' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });

    await fill(user, field('Name'), 'Brightspace');
    await fill(user, field('Issuer'), 'https://school.brightspace.test');
    await fill(user, field('Client id'), 'b7f0-11');
    await fill(user, field('Authentication URL'), 'https://auth.brightspace.com/oauth2/auth');
    await fill(user, field('Token URL'), 'http://auth.brightspace.com/core/connect/token');
    await fill(user, field('Key set URL'), 'https://school.brightspace.test/d2l/.well-known/jwks');
    await fill(user, field('Deployment ids'), 'dep-1\n\ndep-2\n');
    await user.click(within(dialog).getByRole('button', { name: 'Add platform' }));
    expect(
      await within(dialog).findByText(/Enter an address starting with https:\/\//),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field('Token URL'));
    await fill(user, field('Token URL'), 'https://auth.brightspace.com/core/connect/token');
    await user.click(within(dialog).getByRole('button', { name: 'Add platform' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        name: 'Brightspace',
        issuer: 'https://school.brightspace.test',
        client_id: 'b7f0-11',
        auth_url: 'https://auth.brightspace.com/oauth2/auth',
        token_url: 'https://auth.brightspace.com/core/connect/token',
        jwks_url: 'https://school.brightspace.test/d2l/.well-known/jwks',
        deployment_ids: ['dep-1', 'dep-2'],
      },
    ]);
    expect(
      await screen.findByRole('row', { name: /school\.brightspace\.test/ }),
    ).toBeInTheDocument();
  });

  it('edits a platform’s deployments and removes a platform after asking', async () => {
    const user = userEvent.setup();
    const edits: LtiPlatformBody[] = [];
    let removed = false;
    server.use(
      http.get(api('adminLtiPlatforms'), () =>
        HttpResponse.json(anOverview({ platforms: removed ? [] : [moodle] })),
      ),
      http.put(api('adminLtiPlatform', { platformId: 1 }), async ({ request }) => {
        const body = (await request.json()) as LtiPlatformBody;
        edits.push(body);
        return HttpResponse.json({ ...moodle, ...body });
      }),
      http.delete(api('adminLtiPlatform', { platformId: 1 }), () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoutes(routes, '/admin/course-platforms');
    await user.click(await screen.findByRole('button', { name: 'Edit moodle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit course platform' });
    const deployments = within(dialog).getByRole('textbox', { name: 'Deployment ids' });
    expect(deployments).toHaveValue('12');
    await user.click(deployments);
    await user.keyboard('{End}');
    await user.paste('\n13');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]?.deployment_ids).toEqual(['12', '13']);

    await user.click(await screen.findByRole('button', { name: 'Remove moodle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this platform?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByRole('heading', { name: 'No course platform yet' }),
    ).toBeInTheDocument();
  });

  it('rotates the signing key after asking', async () => {
    const user = userEvent.setup();
    let rotated = 0;
    server.use(
      http.get(api('adminLtiPlatforms'), () => HttpResponse.json(anOverview())),
      http.post(api('adminLtiToolKeyRotation'), () => {
        rotated += 1;
        return HttpResponse.json({ tool_keys: [] });
      }),
    );
    renderRoutes(routes, '/admin/course-platforms');
    await user.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('A new key signs from now on.')).toBeInTheDocument();
    expect(rotated).toBe(1);
  });
});
