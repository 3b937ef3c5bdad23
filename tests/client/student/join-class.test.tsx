import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'react-hot-toast';
import { ErrorCode, JOIN_MESSAGES } from '../../../contract';
import { StudentHomePage } from '../../../src/features/student/home/student-home-page';
import { api, errorResponse } from '../helpers/api-handlers';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';

const routes = [{ path: '/student', element: <StudentHomePage /> }];
const routesWithToasts = [
  {
    path: '/student',
    element: (
      <>
        <Toaster />
        <StudentHomePage />
      </>
    ),
  },
];

describe('joining a class by code', () => {
  it('opens pre-filled from /student?join=CODE and shows the class once joined', async () => {
    const user = userEvent.setup();
    let joined = false;
    const sent: unknown[] = [];
    server.use(
      http.get(api('classes'), () => HttpResponse.json(joined ? [aClass()] : [])),
      http.post(api('classJoin'), async ({ request }) => {
        sent.push(await request.json());
        joined = true;
        return HttpResponse.json(aClass());
      }),
    );
    const { router } = renderRoutes(routesWithToasts, '/student?join=abcd2345');

    const dialog = await screen.findByRole('dialog', { name: 'Join a class' });
    expect(within(dialog).getByRole('textbox', { name: 'Class code' })).toHaveValue('ABCD2345');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));

    expect(
      await screen.findByRole('article', { name: 'Private Pilot Ground School' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'ABCD2345' }]);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'You joined Private Pilot Ground School.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('says why a switched-off code does not work, keeping the code', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('classes'), () => HttpResponse.json([])),
      http.post(api('classJoin'), () =>
        errorResponse(409, ErrorCode.CONFLICT, JOIN_MESSAGES.switchedOff),
      ),
    );
    renderRoutes(routes, '/student');
    await user.click(await screen.findByRole('button', { name: 'Join a class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join a class' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Class code' }), 'OLDCODE1');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));

    expect(await screen.findByText(JOIN_MESSAGES.switchedOff)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Class code' })).toHaveValue('OLDCODE1');
  });

  it('asks for a code before sending anything', async () => {
    const user = userEvent.setup();
    server.use(http.get(api('classes'), () => HttpResponse.json([])));
    renderRoutes(routes, '/student');
    await user.click(await screen.findByRole('button', { name: 'Join a class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join a class' });
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText('Code is required.')).toBeInTheDocument();
  });
});
