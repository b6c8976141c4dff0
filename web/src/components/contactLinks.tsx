// mailto: and tel: links of stored addresses. In the shell (not src/sections), as the
// footer needs them and the sections chunk may import from the shell.

/** RFC 5322's dot-atom addr-spec without "?": the server's own rule (validate.Email). */
const PLAIN_EMAIL = /^[\w!#$%&'*+/=^`{|}~-]+(\.[\w!#$%&'*+/=^`{|}~-]+)*@[a-z\d-]+(\.[a-z\d-]+)+$/i;

/**
 * A mailto: link to exactly one plain address, or null. The local part is
 * percent-encoded, so nothing in it can start headers (?bcc=…) or add recipients.
 */
export function mailtoHref(address: string | null | undefined): string | null {
  const v = (address ?? '').trim();
  const [local, domain] = v.split('@');
  return v.length < 255 && PLAIN_EMAIL.test(v) ? `mailto:${encodeURIComponent(local)}@${domain}` : null;
}

/** A tel: link of a phone number's digits (and a leading +), or null when it has too few. */
export function telHref(phone: string | null | undefined): string | null {
  const v = (phone ?? '').trim();
  const digits = v.replace(/\D/g, '');
  return digits.length > 2 ? `tel:${v[0] === '+' ? '+' : ''}${digits}` : null;
}

/** An e-mail address as a mailto: link, or as plain text when it is not a plain address. */
export function MailLink({ address }: { address: string }) {
  const href = mailtoHref(address);
  return href ? <a href={href}>{address}</a> : <>{address}</>;
}

/** A phone number as a tel: link, or as plain text when it has too few digits. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}
