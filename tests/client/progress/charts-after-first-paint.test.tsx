import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstPaint } from '../../../src/lib/after-first-paint';
import { ScoreLine } from '../../../src/components/progress/lazy-charts';

vi.mock('../../../src/components/progress/progress-charts', () => ({
  AccuracyBars: () => <p>The accuracy bars</p>,
  ScoreLine: () => <p>The score line</p>,
}));

afterEach(() => {
  vi.useRealTimers();
});

describe('a chart on a page that is opening', () => {
  it('waits for the page’s first paint before it loads and draws', async () => {
    // The chart's code is at hand at once, as on a second visit.
    await import('../../../src/components/progress/progress-charts');
    vi.useFakeTimers();
    forgetFirstPaint();
    const { container } = render(<ScoreLine points={[]} />);
    await act(async () => {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
    expect(screen.queryByText('The score line')).not.toBeInTheDocument();
    expect(container.querySelector('.MuiSkeleton-root')).toBeInTheDocument();

    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('The score line')).toBeInTheDocument();
  });
});
