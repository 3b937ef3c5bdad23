import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScoreLine } from '../../../src/components/progress/lazy-charts';

vi.mock('../../../src/components/progress/progress-charts', () => ({
  AccuracyBars: () => <p>The accuracy bars</p>,
  ScoreLine: () => <p>The score line</p>,
}));

/** The browser's IntersectionObserver, told by the test when the chart's place shows. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** Scrolls every observed element into view (or out of it). */
  static show(isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting }));
      if (entries.length > 0) {
        observer.callback(
          entries as unknown as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
      }
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Past the page's first paint, so that only the chart's place on screen decides. */
const afterFirstPaint = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a chart below the fold', () => {
  it('is not drawn while its place is off screen', async () => {
    const { container } = render(<ScoreLine points={[]} />);
    await act(afterFirstPaint);
    act(() => FakeIntersectionObserver.show(false));
    await act(afterFirstPaint);
    expect(screen.queryByText('The score line')).not.toBeInTheDocument();
    expect(container.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
  });

  it('is drawn once its place is scrolled to, and stays when scrolled past', async () => {
    render(<ScoreLine points={[]} />);
    await act(afterFirstPaint);
    act(() => FakeIntersectionObserver.show(true));
    expect(await screen.findByText('The score line')).toBeInTheDocument();
    act(() => FakeIntersectionObserver.show(false));
    expect(screen.getByText('The score line')).toBeInTheDocument();
  });
});
