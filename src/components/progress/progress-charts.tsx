import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

/**
 * The charts of the progress screens, in a chunk of their own (loaded lazily: @mui/x-charts is
 * large). They are pictures for sighted users; the same numbers are in a table beside each.
 */
export function AccuracyBars({ topics }: { topics: { name: string; accuracy: number }[] }) {
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(160, 40 * topics.length + 60)}
      dataset={topics}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
      xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value} %` }]}
      series={[
        { dataKey: 'accuracy', label: 'Accuracy', valueFormatter: (value) => `${value ?? 0} %` },
      ]}
      hideLegend
    />
  );
}

export function ScoreLine({ points }: { points: { at: Date; score: number }[] }) {
  return (
    <LineChart
      height={220}
      xAxis={[
        {
          scaleType: 'time',
          data: points.map((point) => point.at),
          valueFormatter: (date: Date) =>
            date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
        },
      ]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[
        {
          data: points.map((point) => point.score),
          label: 'Score',
          valueFormatter: (value) => `${value ?? 0} %`,
        },
      ]}
      hideLegend
    />
  );
}
