import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useOnScreen } from '../../lib/use-on-screen';
import { accuracyBarsHeight, SCORE_LINE_HEIGHT } from './chart-sizes';

const AccuracyBarsChart = lazy(() =>
  import('./progress-charts').then((module) => ({ default: module.AccuracyBars })),
);
const ScoreLineChart = lazy(() =>
  import('./progress-charts').then((module) => ({ default: module.ScoreLine })),
);

/**
 * A chart, loaded and drawn once the page's first paint is done and the chart's place shows on
 * screen (its code, some 90 kB, never competes with the first screen's, and a chart below the fold
 * costs nothing until it is scrolled to); inert for keyboards and screen readers (a table says the
 * same). Its placeholder has the chart's height, so nothing moves when the chart arrives.
 */
function LaterChart({ height, children }: { height: number; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  const { ref, shown } = useOnScreen<HTMLDivElement>();
  const placeholder = <Skeleton variant="rounded" height={height} />;
  return (
    <div inert ref={ref}>
      {painted && shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

export function AccuracyBars(props: ComponentProps<typeof AccuracyBarsChart>) {
  return (
    <LaterChart height={accuracyBarsHeight(props.topics.length)}>
      <AccuracyBarsChart {...props} />
    </LaterChart>
  );
}

export function ScoreLine(props: ComponentProps<typeof ScoreLineChart>) {
  return (
    <LaterChart height={SCORE_LINE_HEIGHT}>
      <ScoreLineChart {...props} />
    </LaterChart>
  );
}
