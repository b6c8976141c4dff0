import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes orders and totals with their cents, as the server sends them', () => {
    expect(formatMoney('99.00')).toBe('$99.00');
    expect(formatMoney('1148.00')).toBe('$1148.00');
    expect(formatMoney('0.5')).toBe('$0.50');
    expect(formatMoney('12')).toBe('$12.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('')).toBe('$0.00');
  });

  it('writes pricing cards in dollars, cents only when there are some', () => {
    expect(formatMoney('49.00', 'card')).toBe('$49');
    expect(formatMoney('99.5', 'card')).toBe('$99.50');
    expect(formatMoney('1999.00', 'card')).toBe('$1,999');
    expect(formatMoney('1234567.89', 'card')).toBe('$1,234,567.89');
    expect(formatMoney('1000', 'card')).toBe('$1,000');
    expect(formatMoney('999.99', 'card')).toBe('$999.99');
    expect(formatMoney('', 'card')).toBe('');
    expect(formatMoney('abc', 'card')).toBe('');
  });
});
