/**
 * A download's content before it becomes CSV: the headings and the rows as text cells, produced lazily so
 * the api can stream a large tournament without holding it in memory.
 */
export interface CsvExport {
  tournamentName: string;
  columns: readonly string[];
  rows: AsyncIterable<readonly (string | number)[]>;
}
