export { exportFileName, spreadsheetCell } from './spreadsheet-cell.ts';
