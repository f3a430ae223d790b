export type { CsvExport } from './csv-export.ts';
export { exportRegistrations } from './export-registrations.ts';
export { exportResults } from './export-results.ts';
export { exportStandings } from './export-standings.ts';
