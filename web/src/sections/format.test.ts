import { describe, expect, it } from 'vitest';
import { findAddress } from './ContactMap';
import { formatPrice, withPlus } from './format';
import { contentHref, mailtoHref, telHref } from './links';
import { HOME_PRICING, HOME_PROGRESS, PRICING_PAGE_PRICING, SERVICE_PROGRESS } from './readings';

describe('public page helpers', () => {
  it('prints prices in dollars, cents only when there are some', () => {
    expect(formatPrice('49.00')).toBe('$49');
    expect(formatPrice('99.5')).toBe('$99.50');
    expect(formatPrice('1999.00')).toBe('$1,999');
    expect(formatPrice('1234567.89')).toBe('$1,234,567.89');
    expect(formatPrice('1000')).toBe('$1,000');
    expect(formatPrice('999.99')).toBe('$999.99');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('abc')).toBe('');
  });

  it('adds the "+" suffix to counter values once', () => {
    expect(withPlus('350')).toBe('350+');
    expect(withPlus('25+')).toBe('25+');
    expect(withPlus(' 12 ')).toBe('12+');
    expect(withPlus('')).toBe('');
  });

  it('links only to site paths and http(s) addresses', () => {
    expect(contentHref('/pricing')).toEqual({ kind: 'internal', href: '/pricing' });
    expect(contentHref('https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(contentHref('//evil.example')).toBeNull();
    expect(contentHref('javascript:alert(1)')).toBeNull();
    expect(contentHref('data:text/html,hi')).toBeNull();
    expect(contentHref('')).toBeNull();
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

describe('mailtoHref and telHref', () => {
  it('link one plain address, percent-encoding its local part', () => {
    expect(mailtoHref('hi@agency.test')).toBe('mailto:hi@agency.test');
    expect(mailtoHref(' first.last+tag@example.com ')).toBe('mailto:first.last%2Btag@example.com');
    expect(mailtoHref("a&b=c/d%e@x.io")).toBe('mailto:a%26b%3Dc%2Fd%25e@x.io');
  });
  it('refuse anything that could carry headers or more recipients', () => {
    for (const bad of ['a?bcc=attacker@evil.example', 'v@example.com?bcc=a@evil.example', 'a@b.co&bcc=x@y.z', 'a@b.co,c@d.co',
      'a;b@c.co', 'A <a@b.co>', '"q"@b.co', 'a b@c.co', 'a@b.co\r\nBcc: x@y.z', 'a@b', '@b.co', 'a@@b.co', 'a@b..co', 'javascript:alert(1)//@x.co',
      `${'l'.repeat(250)}@example.com`, '', null, undefined]) {
      expect(mailtoHref(bad)).toBeNull();
    }
  });
  it('tel: keeps the digits and a leading +', () => {
    expect(telHref('+1 (415) 555-0134')).toBe('tel:+14155550134');
    expect(telHref('555?x=1')).toBe('tel:5551');
    expect(telHref('call us')).toBeNull();
    expect(telHref('12')).toBeNull();
  });
});
