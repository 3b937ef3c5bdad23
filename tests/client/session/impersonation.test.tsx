import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../src/api/http-client';
import { startImpersonation, stopImpersonation } from '../../../src/features/auth';
import {
  initialImpersonationState,
  useImpersonationStore,
} from '../../../src/lib/session/impersonation-store';
import { apiAddress, errorResponse, makeUser, meHandler } from '../helpers/api-handlers';
import { resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));

const bessie = { id: 42, name: 'Bessie Coleman' };

beforeEach(() => {
  resetSession();
  resetLogtoMock();
  signedInWithLogto();
  server.use(meHandler(makeUser({ name: 'Tom Teacher', roles: [{ role: 2, class_id: 1 }] })));
});

describe('impersonation banner', () => {
  it('shows whose view it is, read-only, with a Stop button', async () => {
    startImpersonation(bessie);
    renderApp('/student');
    expect(await screen.findByText('Viewing as Bessie Coleman — read-only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  it('is not shown when not impersonating', async () => {
    renderApp('/student');
    await screen.findByRole('heading', { name: 'Student home' });
    expect(screen.queryByText(/Viewing as/)).toBeNull();
  });

  it('Stop clears the impersonation and returns to the teacher home', async () => {
    startImpersonation(bessie);
    renderApp('/student');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(useImpersonationStore.getState().impersonatedStudent).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Teacher home' })).toBeInTheDocument();
    expect(screen.queryByText(/Viewing as/)).toBeNull();
  });

  it('a forbidden error (403 code 112) stops it and the banner goes', async () => {
    startImpersonation(bessie);
    renderApp('/student');
    await screen.findByText('Viewing as Bessie Coleman — read-only');
    server.use(http.get(apiAddress('/things'), () => errorResponse(403, 112, 'Not permitted.')));
    await apiFetch('/things').catch(() => undefined);
    await waitFor(() => expect(screen.queryByText(/Viewing as/)).toBeNull());
  });
});

describe('impersonation state', () => {
  it('start sets the student and clears an earlier forbidden error; stop clears the student', () => {
    useImpersonationStore.getState().fail('earlier');
    startImpersonation(bessie);
    expect(useImpersonationStore.getState()).toMatchObject({
      impersonatedStudent: bessie,
      forbiddenError: null,
    });
    stopImpersonation();
    expect(useImpersonationStore.getState().impersonatedStudent).toBeNull();
  });

  it('is remembered across a reload of the tab (sessionStorage)', async () => {
    startImpersonation(bessie);
    useImpersonationStore.setState(initialImpersonationState, false);
    expect(useImpersonationStore.getState().impersonatedStudent).toBeNull();
    sessionStorage.setItem(
      'gs.impersonation',
      JSON.stringify({ state: { impersonatedStudent: bessie }, version: 0 }),
    );
    await useImpersonationStore.persist.rehydrate();
    expect(useImpersonationStore.getState().impersonatedStudent).toEqual(bessie);
  });

  it('writes the student to sessionStorage on start', () => {
    startImpersonation(bessie);
    expect(JSON.parse(sessionStorage.getItem('gs.impersonation') ?? '{}')).toMatchObject({
      state: { impersonatedStudent: bessie },
    });
  });

  it('starting or stopping empties the query cache (the data belongs to another person)', async () => {
    const { queryClient } = renderApp('/teacher');
    await screen.findByRole('heading', { name: 'Teacher home' });
    queryClient.setQueryData(['classes'], ['teacher data']);
    startImpersonation(bessie);
    expect(queryClient.getQueryData(['classes'])).toBeUndefined();
    queryClient.setQueryData(['classes'], ['student data']);
    stopImpersonation();
    expect(queryClient.getQueryData(['classes'])).toBeUndefined();
  });
});
