import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees, parsePrizePool } from './indian-rupees.ts';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [50000, '50,000'],
    [100000, '1,00,000'],
    [150000, '1,50,000'],
    [1000000, '10,00,000'],
    [12345678, '1,23,45,678'],
    [1000000000, '1,00,00,00,000'],
  ])('groups %i as %s', (value, text) => {
    expect(formatIndianNumber(value)).toBe(text);
  });

  it('keeps a minus sign on negative amounts', () => {
    expect(formatIndianNumber(-150000)).toBe('-1,50,000');
    expect(formatIndianNumber(-999)).toBe('-999');
  });

  it('rounds fractions to the nearest whole rupee, halves away from zero', () => {
    expect(formatIndianNumber(999.4)).toBe('999');
    expect(formatIndianNumber(999.5)).toBe('1,000');
    expect(formatIndianNumber(-2.5)).toBe('-3');
    expect(formatIndianNumber(-0.4)).toBe('0');
  });

  it('refuses amounts it cannot write exactly', () => {
    expect(() => formatIndianNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatIndianNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatIndianNumber(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('puts the rupee sign before the grouped amount, after any minus', () => {
    expect(formatRupees(1000000)).toBe('₹10,00,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-500)).toBe('-₹500');
  });
});

describe('parsePrizePool', () => {
  it.each([
    ['₹10,00,000', 1000000],
    ['10,00,000', 1000000],
    ['1000000', 1000000],
    [' ₹ 1,50,000 ', 150000],
    ['INR 5,000', 5000],
    ['Rs. 999', 999],
    ['1,000,000', 1000000],
    ['0', 0],
  ])('reads %j as %i', (text, value) => {
    expect(parsePrizePool(text)).toBe(value);
  });

  it.each(['', '₹', 'ten lakh', '$1000', '₹10,00,000.50', '-500', '1e6', '99999999999999999999'])(
    'gives null for %j',
    (text) => {
      expect(parsePrizePool(text)).toBeNull();
    },
  );

  it('reads back what formatRupees writes', () => {
    for (const value of [0, 7, 999, 1000, 123456, 98765432]) {
      expect(parsePrizePool(formatRupees(value))).toBe(value);
    }
  });
});
