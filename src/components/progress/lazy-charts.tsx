import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';
import { accuracyBarsHeight, SCORE_LINE_HEIGHT } from './chart-sizes';

const AccuracyBarsChart = lazy(() =>
  import('./progress-charts').then((module) => ({ default: module.AccuracyBars })),
);
const ScoreLineChart = lazy(() =>
  import('./progress-charts').then((module) => ({ default: module.ScoreLine })),
);

/**
 * The charts, loaded when first shown; inert for keyboards and screen readers (a table says the
 * same). Each placeholder has its chart's height, so nothing below moves when the chart arrives.
 */
export function AccuracyBars(props: ComponentProps<typeof AccuracyBarsChart>) {
  return (
    <div inert>
      <Suspense
        fallback={<Skeleton variant="rounded" height={accuracyBarsHeight(props.topics.length)} />}
      >
        <AccuracyBarsChart {...props} />
      </Suspense>
    </div>
  );
}

export function ScoreLine(props: ComponentProps<typeof ScoreLineChart>) {
  return (
    <div inert>
      <Suspense fallback={<Skeleton variant="rounded" height={SCORE_LINE_HEIGHT} />}>
        <ScoreLineChart {...props} />
      </Suspense>
    </div>
  );
}
