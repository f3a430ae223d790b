import { describe, expect, it } from 'vitest';
import { exportFileName, spreadsheetCell } from './spreadsheet-cell.ts';

describe('spreadsheet cells', () => {
  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(spreadsheetCell('=HYPERLINK("http://x","click")')).toBe(`'=HYPERLINK("http://x","click")`);
    expect(spreadsheetCell('+91 squad')).toBe(`'+91 squad`);
    expect(spreadsheetCell('-dash')).toBe(`'-dash`);
    expect(spreadsheetCell('@mention')).toBe(`'@mention`);
  });

  it('leaves names and numbers as they are', () => {
    expect(spreadsheetCell('Team "Alpha", Mumbai')).toBe('Team "Alpha", Mumbai');
    expect(spreadsheetCell('टीम सितारा')).toBe('टीम सितारा');
    expect(spreadsheetCell(-3)).toBe(-3);
  });

  it('names the file after the event in any script', () => {
    expect(exportFileName('Season Cup Season 1', 'results')).toBe('season-cup-season-1-results.csv');
    expect(exportFileName('भारत कप Season 2', 'standings')).toBe('भारत-कप-season-2-standings.csv');
    expect(exportFileName('!!!', 'registrations')).toBe('tournament-registrations.csv');
  });
});
