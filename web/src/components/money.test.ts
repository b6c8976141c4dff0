import { describe, expect, it } from 'vitest';
import { formatMoney, perPeriod } from './money';

describe('formatMoney', () => {
  it.each([
    ['99.00', '$99.00'],
    ['1148.00', '$1148.00'],
    ['0.5', '$0.50'],
    ['12', '$12.00'],
    [null, '$0.00'],
    ['', '$0.00'],
  ])('writes orders and totals with their cents, as the server sends them: %j is %j', (amount, written) => {
    expect(formatMoney(amount)).toBe(written);
  });

  it.each([
    ['49.00', '$49'],
    ['99.5', '$99.50'],
    ['1999.00', '$1,999'],
    ['1234567.89', '$1,234,567.89'],
    ['1000', '$1,000'],
    ['999.99', '$999.99'],
    ['', ''],
    ['abc', ''],
  ])('writes pricing cards in dollars, cents only when there are some: %j is %j', (amount, written) => {
    expect(formatMoney(amount, 'card')).toBe(written);
  });
});

describe('perPeriod', () => {
  it.each([
    ['monthly', ' / month'],
    ['yearly', ' / year'],
    ['one_time', ''],
    [null, ''],
  ])('writes what a %j plan is paid per after its price', (period, written) => {
    expect(formatMoney('99.00', 'card') + perPeriod(period)).toBe(`$99${written}`);
  });
});
