import { act, render, screen } from '@testing-library/react';
import { showErrorToast } from '../../../src/lib/toasts';
import { createQueryClient } from '../../../src/api/query-client';
import { AppProviders } from '../../../src/app/providers';
import { resetSession } from '../helpers/session';

beforeEach(() => resetSession());

describe('app providers', () => {
  it('mount the toaster after the first paint, and a toast asked for before then still shows', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(
      <AppProviders queryClient={createQueryClient()}>
        <h1>First screen</h1>
      </AppProviders>,
    );
    await act(() => showErrorToast('Something failed early.'));
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByText('Something failed early.')).not.toBeInTheDocument();

    readyState.mockReturnValue('complete');
    act(() => window.dispatchEvent(new Event('load')));

    expect(await screen.findByText('Something failed early.')).toBeInTheDocument();
    readyState.mockRestore();
  });
});
