import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { SidewaysScroll } from '../sideways-scroll/sideways-scroll';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/** One section of the record: a heading, a note, and a table (or what to say when it is empty). */
export function RecordTable<Row>({
  title,
  note,
  columns,
  rows,
  rowKey,
  empty,
}: {
  title: string;
  note?: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="record-section">
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {note}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <SidewaysScroll label={title}>
          {/* On a phone the table scrolls sideways rather than wrapping every cell. */}
          <Table
            size="small"
            aria-labelledby={titleId}
            sx={{ '& td, & th': { whiteSpace: { xs: 'nowrap', sm: 'normal' } } }}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SidewaysScroll>
      )}
    </section>
  );
}
