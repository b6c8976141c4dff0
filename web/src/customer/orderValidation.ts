import { CreateOrderInputMax, OrderMax } from '../schema.generated';

/** What a customer types on the order form; plan, price and e-mail are the server's. */
export interface OrderDetails {
  customerName: string;
  customerAddress: string;
  customerCountry: string;
  /** A company's VAT id; may be empty. */
  vatID: string;
  /** A coupon code; may be empty. The server checks it and takes its discount off. */
  couponCode: string;
}

export type OrderField = keyof OrderDetails;
export type OrderErrors = Partial<Record<OrderField, string>>;

/** The form's fields in order, with the longest text the server stores. */
export const ORDER_FIELDS: readonly { name: OrderField; noun: string; maxLength: number; optional?: boolean }[] = [
  { name: 'customerName', noun: 'Name', maxLength: OrderMax.customerName },
  { name: 'customerAddress', noun: 'Address', maxLength: OrderMax.customerAddress },
  { name: 'customerCountry', noun: 'Country', maxLength: OrderMax.customerCountry },
  { name: 'vatID', noun: 'Company VAT id', maxLength: CreateOrderInputMax.vatID, optional: true },
  { name: 'couponCode', noun: 'Coupon code', maxLength: CreateOrderInputMax.couponCode, optional: true },
];

/** Name, address and country are required (specification, section 5); blanks do not count. */
export function validateOrder(values: OrderDetails): OrderErrors {
  const errors: OrderErrors = {};
  for (const f of ORDER_FIELDS) {
    const v = values[f.name].trim();
    if (!v) {
      if (!f.optional) errors[f.name] = `${f.noun} is required`;
    }
    else if ([...v].length > f.maxLength) errors[f.name] = `${f.noun} must be at most ${f.maxLength} characters`;
  }
  return errors;
}

/**
 * The server's VALIDATION fields ({customerName: "required"}) as messages beside the form's
 * fields. Fields the form does not have are left out (the caller shows the server's sentence).
 */
export function serverOrderErrors(fields: Record<string, string> | undefined, serverMessage: string): OrderErrors {
  const out: OrderErrors = {};
  for (const [name, rule] of Object.entries(fields ?? {})) {
    const f = ORDER_FIELDS.find((x) => x.name === name);
    if (!f) continue;
    if (rule === 'required') out[f.name] = `${f.noun} is required`;
    else if (rule === 'maxLength') out[f.name] = `${f.noun} must be at most ${f.maxLength} characters`;
    else out[f.name] = serverMessage;
  }
  return out;
}
