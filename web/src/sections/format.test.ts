import { describe, expect, it } from 'vitest';
import { findAddress } from './ContactMap';
import { withPlus } from './format';
import { contentHref } from '../components/contentHref';
import { HOME_PRICING, HOME_PROGRESS, PRICING_PAGE_PRICING, SERVICE_PROGRESS } from './readings';

describe('public page helpers', () => {
  it.each([
    ['350', '350+'],
    ['25+', '25+'],
    [' 12 ', '12+'],
    ['', ''],
  ])('adds the "+" suffix to counter values once: %j is %j', (value, written) => {
    expect(withPlus(value)).toBe(written);
  });

  it.each([
    ['/pricing', { kind: 'internal', href: '/pricing' }],
    ['https://example.com/x', { kind: 'external', href: 'https://example.com/x' }],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
  ])('links only to site paths and http(s) addresses: %j', (address, link) => {
    expect(contentHref(address)).toEqual(link);
  });

  it('records both pricing readings and both progress readings as the specification gives them', () => {
    expect(HOME_PRICING).toEqual({ popular: 'Premium', points: { Basic: 7, Standard: 7, Premium: 10 } });
    expect(PRICING_PAGE_PRICING).toEqual({ popular: 'Standard', points: { Basic: 7, Standard: 10, Premium: 7 } });
    expect(HOME_PROGRESS).toEqual([95, 96, 95]);
    expect(SERVICE_PROGRESS).toEqual([85, 65, 79]);
  });

  it('finds the address among the contact items', () => {
    expect(
      findAddress([
        { contactTitle: 'Email Us', contactDetails: 'a@b.example' },
        { contactTitle: 'Our Address', contactDetails: '1 Main St' },
      ]),
    ).toBe('1 Main St');
    expect(findAddress([{ contactTitle: 'Visit', contactDetails: '9 High Road, Leeds' }])).toBe('9 High Road, Leeds');
    expect(findAddress([{ contactTitle: 'Where', contactDetails: '9 High Road, Leeds' }])).toBe('9 High Road, Leeds');
    expect(findAddress([{ contactTitle: 'Call', contactDetails: '+1 555' }])).toBeNull();
  });
});
