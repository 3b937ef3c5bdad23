import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showErrorToast, showSuccessToast, TOASTER_PROPS } from '../../../src/lib/toasts';
import { resetSession } from '../helpers/session';

beforeEach(() => {
  resetSession();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('toasts (spec §8)', () => {
  it('appear top-right', async () => {
    render(<Toaster {...TOASTER_PROPS} />);
    await act(() => showErrorToast('A server error occurred. Please try again later.'));
    const wrapper = screen.getByRole('status').closest('div[style*="position: absolute"]');
    expect(wrapper).toHaveStyle({ top: '0px', justifyContent: 'flex-end' });
  });

  it('stay for 5 seconds (then leave within the 1 s exit animation)', async () => {
    render(<Toaster {...TOASTER_PROPS} />);
    await act(() => showErrorToast('Gone in five.'));
    const step = async (until: number) => {
      for (let t = 0; t < until; t += 100) await act(() => vi.advanceTimersByTimeAsync(100));
    };
    await step(5900);
    expect(screen.getByText('Gone in five.')).toBeInTheDocument();
    await step(200);
    expect(screen.queryByText('Gone in five.')).toBeNull();
  });

  it('the same text is shown once at a time', async () => {
    render(<Toaster {...TOASTER_PROPS} />);
    await act(() => Promise.all([showErrorToast('Twice?'), showErrorToast('Twice?')]));
    expect(screen.getAllByText('Twice?')).toHaveLength(1);
  });

  it('a success shows its message, and one with the same id replaces it', async () => {
    render(<Toaster {...TOASTER_PROPS} />);
    await act(() => showSuccessToast('Topic order saved.', { id: 'topic-order' }));
    await act(() => showSuccessToast('Topic order saved again.', { id: 'topic-order' }));
    expect(screen.getByText('Topic order saved again.')).toBeInTheDocument();
    expect(screen.queryByText('Topic order saved.')).toBeNull();
  });
});
