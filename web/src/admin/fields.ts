/**
 * A form field of the admin editors (built from the schema by describe.ts), and the success
 * texts of the screens that are not built from a content description (section 8, as written).
 */

export type FieldKind = 'text' | 'textarea' | 'image' | 'email' | 'select' | 'money' | 'hidden' | 'boolean';

export interface FieldDef {
  /** The GraphQL input field. */
  name: string;
  label: string;
  /** Required by the schema (the create input's field is non-null). */
  required: boolean;
  kind?: FieldKind;
  /** For kind "select": the allowed values. */
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  /** For kind "hidden" (and the starting value of an add form). */
  defaultValue?: string;
  /** Suggestions offered while typing (a <datalist>). */
  suggestions?: readonly string[];
  autoComplete?: string;
  /** The most characters the field takes (text and textarea). */
  maxLength?: number;
}

/**
 * The success text of each save, as section 8 of the specification writes it. Where the
 * specification lists a text without naming its screen, the screen is the one that matches
 * its words: an add form gets the "Added" text where there is one, an edit form the "Updated".
 */
export const SUCCESS = {
  designItemAdd: 'Item is Added',
  userAdd: 'User Is Added',
  userEdit: 'User Is Update',
  messageRead: 'Message is Read',
  /** Not in the specification (replies came with issue 19): worded like the Mark Read text. */
  messageReply: 'Reply is Sent',
  orderStatus: 'OrderStatus is Updated',
  /** Not in the specification (its payment status screen is "not shown"): said in words (its internal name was shown before). */
  paymentStatus: 'Payment status is updated',
} as const;

/** The values of a record for the given fields, as strings (an edit form's starting values). */
export function valuesOf(fields: FieldDef[], record: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = record?.[f.name];
    out[f.name] = v == null ? (f.defaultValue ?? '') : String(v);
  }
  return out;
}
