import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const AccuracyBarsChart = lazy(() =>
  import('./progress-charts').then((module) => ({ default: module.AccuracyBars })),
);
const ScoreLineChart = lazy(() =>
  import('./progress-charts').then((module) => ({ default: module.ScoreLine })),
);

/** The charts, loaded when first shown; inert for keyboards and screen readers (a table says the same). */
export function AccuracyBars(props: ComponentProps<typeof AccuracyBarsChart>) {
  return (
    <div inert>
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <AccuracyBarsChart {...props} />
      </Suspense>
    </div>
  );
}

export function ScoreLine(props: ComponentProps<typeof ScoreLineChart>) {
  return (
    <div inert>
      <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
        <ScoreLineChart {...props} />
      </Suspense>
    </div>
  );
}
