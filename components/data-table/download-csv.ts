/**
 * Hands a CSV text to the browser as a download named `<name>-<today>.csv`: a list as it stood that day.
 */
export function downloadCsv(name: string, csv: string, now: Date = new Date()): void {
  saveCsv(`${name}-${now.toISOString().slice(0, 10)}`, csv);
}

/**
 * Hands a CSV text to the browser as `<fileName>.csv`. The byte-order mark makes spreadsheet programs read
 * the file as UTF-8 (names with accents).
 */
export function saveCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
