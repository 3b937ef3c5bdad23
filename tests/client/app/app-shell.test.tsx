import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { COLOR_MODE_STORAGE_KEY, useColorModeStore } from '../../../src/lib/theme';
import { startImpersonation } from '../../../src/lib/session/impersonation-store';
import {
  api,
  logoutHandler,
  makeUser,
  meHandler,
  questionBankHandlers,
  roles,
} from '../helpers/api-handlers';
import { logtoMock, resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';
import { aClass } from './helpers/render-routes';
import { renderAppShell } from './helpers/render-app-shell';
import { stubMatchMedia } from '../helpers/match-media';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));
vi.mock('../../../src/lib/sentry', () => ({
  setErrorReportingUser: vi.fn(),
  reportError: vi.fn(),
}));

beforeEach(() => {
  resetSession();
  resetLogtoMock();
  useColorModeStore.setState({ mode: 'light' });
});
afterEach(() => vi.unstubAllGlobals());

const teacherAndStudent = makeUser({
  name: 'Tessa Tran',
  roles: [
    { role: 2, class_id: 1 },
    { role: 1, class_id: 2 },
  ],
});

function signedInAs(user = teacherAndStudent) {
  signedInWithLogto();
  server.use(
    meHandler(user),
    http.get(api('classes'), () => HttpResponse.json([aClass({ my_roles: [2] })])),
  );
}

const findHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 3000 });

describe('app shell', () => {
  it('sends a teacher from / to their classes, with the product, areas and their name in the app bar', async () => {
    signedInAs();
    renderAppShell('/');
    expect(await findHeading('Classes you teach')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/teacher');

    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Groundschool')).toBeInTheDocument();
    expect(within(bar).getByText('Tessa Tran')).toBeInTheDocument();
    const main = within(bar).getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'My classes' })).toHaveAttribute(
      'href',
      '/student',
    );
    expect(within(main).getByRole('link', { name: 'Teaching' })).toHaveClass('active');
  });

  it('loads the notification bell once the first screen has painted, not with it', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    signedInAs();
    server.use(http.get(api('notifications'), () => HttpResponse.json({ unread: 0, items: [] })));
    renderAppShell('/');
    expect(await findHeading('Classes you teach')).toBeInTheDocument();
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));

    expect(
      await screen.findByRole('button', { name: /^Notifications/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    readyState.mockRestore();
  });

  it('lets a superuser create classes from the teacher home', async () => {
    signedInAs(makeUser({ name: 'Avery Admin', roles: roles.superuser }));
    renderAppShell('/');
    expect(await findHeading('All classes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New class' })).toBeInTheDocument();
    // Superusers have no class roles: only the teaching area.
    expect(screen.queryByRole('link', { name: 'My classes' })).not.toBeInTheDocument();
  });

  it('switches to the dark theme from the account menu and remembers it', async () => {
    const user = userEvent.setup();
    signedInAs();
    renderAppShell('/teacher');
    await findHeading('Classes you teach');

    await user.click(screen.getByRole('button', { name: 'Account menu for Tessa Tran' }));
    const darkMode = await screen.findByRole('menuitemcheckbox', { name: 'Dark mode' });
    expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await user.click(darkMode);

    expect(useColorModeStore.getState().mode).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toContain('"mode":"dark"');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('signs out from the account menu', async () => {
    const user = userEvent.setup();
    const logouts: StrictRequest<DefaultBodyType>[] = [];
    signedInAs();
    server.use(logoutHandler(logouts));
    renderAppShell('/teacher');
    await findHeading('Classes you teach');

    await user.click(screen.getByRole('button', { name: 'Account menu for Tessa Tran' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(logtoMock.signOut).toHaveBeenCalled());
    expect(logouts).toHaveLength(1);
  });

  it('edits the name in the profile, validating it first', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    signedInAs();
    server.use(
      http.patch(api('usersMe'), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        patches.push(body);
        return HttpResponse.json({ ...teacherAndStudent, name: body.name });
      }),
      // A teacher's profile also keeps their instructor certificate.
      http.get(api('instructorCertificate'), () =>
        HttpResponse.json({ certificate_number: '', certificate_expires: '' }),
      ),
      http.put(api('instructorCertificate'), async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
    );
    renderAppShell('/teacher');
    await findHeading('Classes you teach');

    await user.click(screen.getByRole('button', { name: 'Account menu for Tessa Tran' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Tessa Tran');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      teacherAndStudent.email,
    );

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.click(name);
    await user.paste('Tessa Tran-Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ name: 'Tessa Tran-Okafor' }]);
    expect(
      screen.getByRole('button', { name: 'Account menu for Tessa Tran-Okafor' }),
    ).toBeInTheDocument();
  });

  it('shows the impersonation banner above the app bar', async () => {
    signedInAs();
    startImpersonation({ id: 11, name: 'Sofia Martinez' });
    server.use(http.get(api('classes'), () => HttpResponse.json([aClass()])));
    renderAppShell('/student');
    expect(await findHeading('My classes')).toBeInTheDocument();
    expect(await screen.findByText('Viewing as Sofia Martinez — read-only')).toBeInTheDocument();
  });

  it('moves the navigation into a drawer below lg', async () => {
    const user = userEvent.setup();
    stubMatchMedia((query) => query.includes('max-width:1279.95px'));
    signedInAs();
    const { router } = renderAppShell('/teacher/classes/1/students');
    server.use(
      http.get(api('class', { classId: 1 }), () => HttpResponse.json(aClass())),
      http.get(api('classStudents', { classId: 1 }), () => HttpResponse.json([])),
    );
    expect(await findHeading('Students')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Default layout: the class's sections are links in the page, not a side navigation.
    expect(screen.getByRole('navigation', { name: 'Class sections' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Class' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    let drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('navigation', { name: 'Class' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());

    // Teacher layout (a question's detail page): its class navigation is in the drawer.
    server.use(...questionBankHandlers());
    await router.navigate('/teacher/classes/1/questions/5');
    expect(await findHeading('Question 5')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Class' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Topics' }));

    expect(await findHeading('Topics')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });
});
