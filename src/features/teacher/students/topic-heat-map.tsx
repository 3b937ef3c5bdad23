import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { amber, green, lightGreen, red } from '@mui/material/colors';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SidewaysScroll } from '../../../components/sideways-scroll/sideways-scroll';
import type { ClassOverview } from '../../../../contract/progress';

/**
 * The colour bands, lowest first: neighbours differ in hue and lightness (0 % and 67 % must not
 * look alike), and each cell's number keeps WCAG AA contrast on its colour in both themes.
 */
const BANDS = [
  { below: 50, label: 'below 50 %', background: red[800], text: '#fff' },
  { below: 70, label: '50–69 %', background: amber[400], text: '#000' },
  { below: 85, label: '70–84 %', background: lightGreen[300], text: '#000' },
  { below: Infinity, label: '85 % and more', background: green[800], text: '#fff' },
] as const;

/** A cell's colours by accuracy; none without answers. */
export function heatColour(accuracy: number | null): { background: string; text: string } | null {
  if (accuracy === null) return null;
  return BANDS.find((band) => accuracy < band.below) ?? null;
}

function HeatLegend() {
  return (
    <Box
      component="ul"
      aria-label="Colour key"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {BANDS.map((band) => (
        <Box
          component="li"
          key={band.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}
        >
          <Box
            aria-hidden
            sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: band.background }}
          />
          {band.label}
        </Box>
      ))}
    </Box>
  );
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Students × topics: each cell the student's recent accuracy in the topic, as a number and a
 * colour. The arrow keys move between cells (one tab stop for the whole grid).
 */
export function TopicHeatMap({ overview }: { overview: ClassOverview }) {
  const titleId = useId();
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const grid = useRef<HTMLTableElement>(null);
  const rows = overview.students.length;
  const columns = overview.topics.length;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const row = Math.min(rows - 1, Math.max(0, active[0] + move[0]));
    const column = Math.min(columns - 1, Math.max(0, active[1] + move[1]));
    setActive([row, column]);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${row}-${column}"]`)?.focus();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2">
        Topic heat map
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Each student's recent accuracy per topic. Arrow keys move between cells.
      </Typography>
      {rows === 0 || columns === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          The map fills in once the class has topics and students answer questions.
        </Typography>
      ) : (
        <>
          <SidewaysScroll label="Topic heat map table">
            <Box
              component="table"
              ref={grid}
              role="grid"
              aria-labelledby={titleId}
              onKeyDown={onKeyDown}
              sx={{ borderCollapse: 'separate', borderSpacing: 4 }}
            >
              <thead>
                <tr>
                  <Box component="th" scope="col" sx={{ textAlign: 'left', typography: 'body2' }}>
                    Student
                  </Box>
                  {overview.topics.map((topic) => (
                    <Box
                      component="th"
                      scope="col"
                      key={topic.id}
                      sx={{ typography: 'caption', fontWeight: 600, maxWidth: 96, px: 0.5 }}
                    >
                      {topic.name}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {overview.students.map((student, row) => (
                  <tr key={student.user_id}>
                    <Box
                      component="th"
                      scope="row"
                      sx={{ textAlign: 'left', typography: 'body2', whiteSpace: 'nowrap', pr: 1 }}
                    >
                      {student.name}
                    </Box>
                    {student.topics.map((cell, column) => {
                      const colour = heatColour(cell.accuracy);
                      const isActive = active[0] === row && active[1] === column;
                      return (
                        <Box
                          component="td"
                          role="gridcell"
                          key={column}
                          data-cell={`${row}-${column}`}
                          tabIndex={isActive ? 0 : -1}
                          onFocus={() => setActive([row, column])}
                          aria-label={`${overview.topics[column]?.name ?? 'Topic'}: ${
                            cell.accuracy === null ? 'no answers yet' : `${cell.accuracy} %`
                          }, ${cell.answers} answers`}
                          sx={{
                            minWidth: 56,
                            height: 40,
                            textAlign: 'center',
                            borderRadius: 1,
                            typography: 'body2',
                            fontWeight: 600,
                            bgcolor: colour?.background ?? 'transparent',
                            color: colour?.text ?? 'text.secondary',
                            border: colour ? 'none' : 1,
                            borderColor: 'divider',
                            '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
                          }}
                        >
                          {cell.accuracy === null ? '—' : cell.accuracy}
                        </Box>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
          </SidewaysScroll>
          <HeatLegend />
        </>
      )}
    </Paper>
  );
}
