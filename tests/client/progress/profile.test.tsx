import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InstructorCertificate, MyProgress } from '../../../contract';
import { ProfileDialog } from '../../../src/components/profile-dialog/profile-dialog';
import { useColorModeStore } from '../../../src/lib/theme';
import { renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const mine: MyProgress = [
  {
    class_id: 1,
    class_name: 'Private Pilot Ground School',
    progress: {
      points_enabled: true,
      points: 140,
      points_by_reason: [],
      streak: { current: 3, longest: 5 },
      badges: [{ kind: 'first_quiz', earned_at: '2026-11-20T10:00:00.000Z' }],
      endorsement: null,
    },
  },
];

const renderProfile = (isStudent: boolean, isInstructor = false) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ProfileDialog
            open
            onClose={() => {}}
            user={{ name: 'Amelia', email: 'amelia@example.test', isStudent, isInstructor }}
          />
        ),
      },
    ],
    '/',
  );

afterEach(() => useColorModeStore.setState({ mode: 'light' }));

describe('the profile', () => {
  it('chooses light, dark or the system theme at once', async () => {
    const user = userEvent.setup();
    renderProfile(false);
    await user.click(screen.getByRole('radio', { name: 'As the system' }));
    expect(useColorModeStore.getState().mode).toBe('system');
  });

  it("shows a student's points, streak and badges in each class", async () => {
    server.use(http.get(api('usersMeProgress'), () => HttpResponse.json(mine)));
    renderProfile(true);
    const section = await screen.findByRole('region', { name: 'My progress' });
    expect(section).toHaveTextContent('Private Pilot Ground School');
    expect(section).toHaveTextContent('140 points · 3-day streak · First quiz');
  });

  it("keeps an instructor's certificate for the signature line of their records", async () => {
    const user = userEvent.setup();
    let saved: unknown = null;
    server.use(
      http.get(api('instructorCertificate'), () =>
        HttpResponse.json({ certificate_number: '', certificate_expires: '' }),
      ),
      http.patch(api('usersMe'), () =>
        HttpResponse.json({ id: 1, name: 'Amelia', email: null, roles: [] }),
      ),
      http.put(api('instructorCertificate'), async ({ request }) => {
        const body = (await request.json()) as InstructorCertificate;
        saved = body;
        return HttpResponse.json(body);
      }),
    );
    renderProfile(false, true);
    await user.type(await screen.findByLabelText('Instructor certificate number'), '987654321CFI');
    await user.type(screen.getByLabelText('Certificate expiry'), '2027-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(saved).toEqual({
        certificate_number: '987654321CFI',
        certificate_expires: '2027-12-31',
      }),
    );
  });

  it('asks no certificate of a student', () => {
    server.use(http.get(api('usersMeProgress'), () => HttpResponse.json(mine)));
    renderProfile(true);
    expect(screen.queryByLabelText('Instructor certificate number')).not.toBeInTheDocument();
  });
});
