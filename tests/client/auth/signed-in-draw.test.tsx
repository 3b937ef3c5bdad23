import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../../src/features/auth/guards';
import { useAuthStore } from '../../../src/lib/session/auth-store';
import { makeUser } from '../helpers/api-handlers';
import { resetSession } from '../helpers/session';

// These tests look between React's renders, as the browser does: outside act(), which would run
// the deferred render within the update.
type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  resetSession();
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
});

const renderGuarded = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { element: <RequireAuth />, children: [{ index: true, element: <p>Signed-in screen</p> }] },
      ])}
    />,
  );

const signIn = () =>
  flushSync(() => {
    useAuthStore.getState().setUser(makeUser());
    useAuthStore.setState({ isInitialized: true });
  });

describe('drawing the signed-in app', () => {
  it('signing in draws the screen after the store update, not in it (a deferred render, in slices)', async () => {
    renderGuarded();
    signIn();
    expect(screen.getByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.queryByText('Signed-in screen')).toBeNull();
    expect(await screen.findByText('Signed-in screen')).toBeInTheDocument();
  });

  it('signing out takes the screen away in the store update itself', async () => {
    renderGuarded();
    signIn();
    await screen.findByText('Signed-in screen');
    flushSync(() => useAuthStore.getState().clearUser());
    expect(screen.queryByText('Signed-in screen')).toBeNull();
  });
});
