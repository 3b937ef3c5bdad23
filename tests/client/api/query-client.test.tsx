import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contract';
import { apiFetch } from '../../../src/api/http-client';
import {
  createQueryClient,
  QUIZ_PAGE_META,
  type DataFetchMeta,
} from '../../../src/api/query-client';
import { getAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import { apiAddress, errorResponse, makeUser } from '../helpers/api-handlers';
import { installHistoryNavigator, resetSession } from '../helpers/session';
import { server } from '../msw-server';

function Thing({ meta }: { meta?: DataFetchMeta }) {
  const query = useQuery({
    queryKey: ['thing'],
    queryFn: ({ signal }) => apiFetch('/things', { signal }),
    meta,
  });
  return <p>{query.status}</p>;
}

function SaveThing({ meta }: { meta?: DataFetchMeta }) {
  const mutation = useMutation({
    mutationFn: () => apiFetch('/things', { method: 'POST', body: {} }),
    meta,
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      {`save ${mutation.status}`}
    </button>
  );
}

function renderWithQueries(ui: React.ReactNode) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

const toasts = () => screen.queryAllByRole('status').map((node) => node.textContent);

const answer = (status: number, message: string) =>
  http.all(apiAddress('/things'), () =>
    errorResponse(status, ErrorCode.VALIDATION_FAILED, message),
  );

const signIn = (authMethod: 'logto' | 'lms' | 'teachable') => {
  useAuthStore.setState({ authMethod, isInitialized: true });
  getAuthState().setUser(makeUser());
};

const QUIZ_PAGE = '/student/classes/3/quiz/9';

beforeEach(() => {
  resetSession('/student');
  installHistoryNavigator();
});

describe('data-fetch handler: 400 and 422', () => {
  it('400 shows the detail message', async () => {
    server.use(answer(400, 'The quiz has no questions yet.'));
    renderWithQueries(<Thing />);
    expect(await screen.findByText('The quiz has no questions yet.')).toBeInTheDocument();
  });

  it("422 shows 'Empty or Unprocessable Data'", async () => {
    server.use(answer(422, 'Invalid request. body.name: Required'));
    renderWithQueries(<Thing />);
    expect(await screen.findByText('Empty or Unprocessable Data')).toBeInTheDocument();
    expect(screen.queryByText(/body\.name/)).toBeNull();
  });

  it('applies to mutations too', async () => {
    server.use(answer(422, 'x'));
    renderWithQueries(<SaveThing />);
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('Empty or Unprocessable Data')).toBeInTheDocument();
  });

  it.each([400, 422])("%i is suppressed for the quiz page's queries", async (status) => {
    window.history.replaceState(null, '', QUIZ_PAGE);
    server.use(answer(status, 'The quiz has no questions yet.'));
    renderWithQueries(<Thing meta={QUIZ_PAGE_META} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    await act(async () => {});
    expect(toasts()).toEqual([]);
  });

  it("is suppressed for the quiz page's mutations", async () => {
    server.use(answer(422, 'x'));
    renderWithQueries(<SaveThing meta={QUIZ_PAGE_META} />);
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('save error')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('is not suppressed for the pages below the quiz page (no quiz-page meta)', async () => {
    window.history.replaceState(null, '', `${QUIZ_PAGE}/result`);
    server.use(answer(400, 'No result yet.'));
    renderWithQueries(<Thing />);
    expect(await screen.findByText('No result yet.')).toBeInTheDocument();
  });
});

describe('data-fetch handler: 401', () => {
  const unauthorised = http.all(apiAddress('/things'), () =>
    errorResponse(401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.'),
  );

  it('outside /login resets the user and opens /login', async () => {
    signIn('logto');
    server.use(unauthorised);
    renderWithQueries(<Thing />);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getAuthState().user).toBeNull();
    expect(getAuthState().redirect).toBe('/student');
  });

  it('on /login does nothing', async () => {
    signIn('logto');
    window.history.replaceState(null, '', '/login');
    server.use(unauthorised);
    renderWithQueries(<Thing />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(getAuthState().user).not.toBeNull();
  });

  it('with lms and a user leaves the session to the lms refresh', async () => {
    signIn('lms');
    getAuthState().setLastCookieRefresh(Date.now()); // a refresh just ran: this one is skipped
    server.use(unauthorised);
    renderWithQueries(<Thing />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(getAuthState().user).not.toBeNull();
    expect(window.location.pathname).toBe('/student');
  });
});

describe('retries', () => {
  it('does not retry a 4xx answer', async () => {
    let calls = 0;
    server.use(
      http.get(apiAddress('/things'), () => {
        calls += 1;
        return errorResponse(404, ErrorCode.NOT_FOUND, 'Gone.');
      }),
    );
    renderWithQueries(<Thing />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('retries a 5xx answer', async () => {
    let calls = 0;
    server.use(
      http.get(apiAddress('/things'), () => {
        calls += 1;
        return calls < 2 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({});
      }),
    );
    renderWithQueries(<Thing />);
    expect(await screen.findByText('success', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
