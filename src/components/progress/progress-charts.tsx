import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { accuracyBarsHeight, SCORE_LINE_HEIGHT } from './chart-sizes';
import { scoreTimeAxis } from './score-axis';

/**
 * The charts of the progress screens, in a chunk of their own (loaded lazily: @mui/x-charts is
 * large). They are pictures for sighted users; the same numbers are in a table beside each.
 */
export function AccuracyBars({ topics }: { topics: { name: string; accuracy: number }[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <BarChart
      layout="horizontal"
      height={accuracyBarsHeight(topics.length)}
      dataset={topics}
      yAxis={[
        { scaleType: 'band', dataKey: 'name', width: phone ? 96 : 150, categoryGapRatio: 0.35 },
      ]}
      xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value} %` }]}
      series={[
        {
          dataKey: 'accuracy',
          label: 'Accuracy',
          color: theme.palette.primary.main,
          valueFormatter: (value) => `${value ?? 0} %`,
        },
      ]}
      hideLegend
    />
  );
}

export function ScoreLine({ points }: { points: { at: Date; score: number }[] }) {
  const theme = useTheme();
  return (
    <LineChart
      height={SCORE_LINE_HEIGHT}
      xAxis={[
        {
          scaleType: 'time',
          data: points.map((point) => point.at),
          ...scoreTimeAxis(points.map((point) => point.at)),
        },
      ]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[
        {
          data: points.map((point) => point.score),
          label: 'Score',
          color: theme.palette.primary.main,
          valueFormatter: (value) => `${value ?? 0} %`,
        },
      ]}
      hideLegend
    />
  );
}
