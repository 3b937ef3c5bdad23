import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccuracyBars, ScoreLine } from '../../../src/components/progress/lazy-charts';

const topics = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Topic ${index + 1}`, accuracy: 50 }));

const placeholderHeight = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.MuiSkeleton-root')?.style.height;

describe('a chart while its code loads', () => {
  it('the accuracy bars hold the height the chart will have for its topics', () => {
    expect(placeholderHeight(render(<AccuracyBars topics={topics(6)} />).container)).toBe(
      `${36 * 6 + 60}px`,
    );
  });

  it('the score line holds the height of the chart', () => {
    expect(placeholderHeight(render(<ScoreLine points={[]} />).container)).toBe('220px');
  });
});
