import { act, render, screen } from '@testing-library/react';
import { showErrorToast } from '../../../src/lib/toasts';
import { createQueryClient } from '../../../src/api/query-client';
import { AppProviders } from '../../../src/app/providers';
import { resetSession } from '../helpers/session';

beforeEach(() => resetSession());

describe('app providers', () => {
  it('mount the toaster with the first toast, not before: a screen without one never loads it', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <h1>First screen</h1>
      </AppProviders>,
    );
    act(() => window.dispatchEvent(new Event('load')));
    await act(() => vi.dynamicImportSettled());
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();

    await act(() => showErrorToast('Something failed.'));
    expect(await screen.findByText('Something failed.')).toBeInTheDocument();
  });
});
