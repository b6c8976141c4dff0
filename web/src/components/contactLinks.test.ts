import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contactLinks';

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
