/** RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break. */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

// A cell starting with one of these is a formula to a spreadsheet; a customer's name must not run as one.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
