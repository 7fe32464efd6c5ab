import { useId } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDashboardWords } from './dashboard-words';

interface DayChartProps {
  title: string;
  days: string[];
  values: number[];
  /** A line for a curve read as a trend (views), bars for counts of separate things. */
  kind: 'line' | 'bar';
  /** At least 3:1 against the white card (WCAG 1.4.11, graphics). */
  color: string;
}

/** `MM-DD`: thirty full dates do not fit under a chart. */
const shortDay = (day: string) => day.slice(5);

/**
 * A 30-day chart named by its caption, with the same numbers as a table under a disclosure: a
 * chart alone tells a screen reader nothing, and some want the exact numbers anyway.
 */
export function DayChart({ title, days, values, kind, color }: DayChartProps) {
  const words = useDashboardWords();
  const captionId = useId();
  const xAxis = [{ data: days, scaleType: kind === 'line' ? ('point' as const) : ('band' as const), valueFormatter: shortDay }];
  const chartProps = { xAxis, height: 240, hideLegend: true, skipAnimation: true, margin: { left: 8, right: 16 } };
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={captionId} sx={{ m: 0, p: 2, flex: '1 1 420px', minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* Straight segments: a smoothed curve would draw views between days that no day had. */}
      {kind === 'line' ? <LineChart {...chartProps} series={[{ data: values, label: title, color, curve: 'linear' }]} /> : <BarChart {...chartProps} series={[{ data: values, label: title, color }]} />}
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer', color: 'text.secondary' }}>
          {words('table_caption')}
        </Box>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{words('day')}</TableCell>
              <TableCell component="th" scope="col" align="right">{title}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day, index) => (
              <TableRow key={day}>
                <TableCell component="th" scope="row">{day}</TableCell>
                <TableCell align="right">{values[index]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
