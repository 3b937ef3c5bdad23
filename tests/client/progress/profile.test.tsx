import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MyProgress } from '../../../contract';
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

const renderProfile = (isStudent: boolean) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ProfileDialog
            open
            onClose={() => {}}
            user={{ name: 'Amelia', email: 'amelia@example.test', isStudent }}
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
});
