import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../components/TextField';
import { formatMoney } from '../components/money';
import { ORDER_FIELDS, validateOrder, type OrderDetails, type OrderErrors, type OrderField } from './orderValidation';
import customer from './customer.module.css';

/** What a failed submit reports: a sentence for the form, messages for fields. */
export interface OrderSubmitFailure {
  message?: string;
  fields?: OrderErrors;
}

export interface OrderFormProps {
  packageName: string;
  /** The plan's price as the server sends it ("99.00"). */
  price: string;
  /** The signed-in e-mail the order is placed with. */
  email: string;
  /** Called with valid details; resolves to null on success or to what went wrong. */
  onSubmit: (details: OrderDetails) => Promise<OrderSubmitFailure | null>;
}

const EMPTY: OrderDetails = { customerName: '', customerAddress: '', customerCountry: '', vatID: '', couponCode: '' };
const NONE: Record<OrderField, boolean> = { customerName: false, customerAddress: false, customerCountry: false, vatID: false, couponCode: false };

/**
 * The order form: plan, price and e-mail fixed (read-only); name, address and country
 * required, each with its message beside it once the field was left or the form submitted.
 * Submitting focuses the first field at fault. The server's own field messages show the
 * same way until the field is changed.
 */
export function OrderForm({ packageName, price, email, onSubmit }: OrderFormProps) {
  const [values, setValues] = useState<OrderDetails>(EMPTY);
  const [touched, setTouched] = useState(NONE);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<OrderErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLTextAreaElement>(null);
  const countryRef = useRef<HTMLInputElement>(null);
  const vatRef = useRef<HTMLInputElement>(null);
  const couponRef = useRef<HTMLInputElement>(null);
  const focusField = (f: OrderField) =>
    ({ customerName: nameRef, customerAddress: addressRef, customerCountry: countryRef, vatID: vatRef, couponCode: couponRef })[f].current?.focus();

  const errors = validateOrder(values);
  const shown = (f: OrderField) => (submitted || touched[f] ? errors[f] : undefined) ?? serverErrors[f];
  const change = (f: OrderField) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [f]: value }));
    setServerErrors((s) => ({ ...s, [f]: undefined }));
  };
  const leave = (f: OrderField) => () => setTouched((t) => ({ ...t, [f]: true }));
  /** What every editable field takes from the form's state. */
  const field = (f: OrderField) => {
    const spec = ORDER_FIELDS.find((x) => x.name === f)!;
    return { name: f, maxLength: spec.maxLength, required: !spec.optional, value: values[f], onChange: change(f), onBlur: leave(f), error: shown(f) };
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const current = validateOrder(values);
    const firstBad = ORDER_FIELDS.find((f) => current[f.name]);
    if (firstBad) {
      focusField(firstBad.name);
      return;
    }
    setBusy(true);
    let failure: OrderSubmitFailure | null;
    try {
      failure = await onSubmit({
        customerName: values.customerName.trim(),
        customerAddress: values.customerAddress.trim(),
        customerCountry: values.customerCountry.trim(),
        vatID: values.vatID.trim(),
        couponCode: values.couponCode.trim(),
      });
    } catch {
      failure = { message: 'Your order could not be placed. Please try again.' };
    }
    if (!failure) return; // the page moves on
    setBusy(false);
    const fields = failure.fields ?? {};
    setServerErrors(fields);
    const hasFieldMessage = Object.values(fields).some(Boolean);
    setFormError(hasFieldMessage ? null : (failure.message ?? 'Your order could not be placed. Please try again.'));
    const firstServerBad = ORDER_FIELDS.find((f) => fields[f.name]);
    if (firstServerBad) focusField(firstServerBad.name);
  }

  return (
    <form className={customer.orderForm} onSubmit={submit} noValidate aria-describedby={formError ? 'order-form-error' : undefined}>
      <fieldset className={customer.orderFixed}>
        <legend>Your plan</legend>
        <div className={customer.fixedGrid}>
          <TextField label="Plan" name="packageName" value={packageName} readOnly />
          <TextField label="Price" name="price" value={formatMoney(price)} readOnly />
        </div>
        <TextField label="Email" name="customerEmail" type="email" value={email} readOnly hint="Your order is placed with the e-mail you signed in with." />
      </fieldset>

      <fieldset>
        <legend>Your details</legend>
        <TextField ref={nameRef} label="Your Name" autoComplete="name" {...field('customerName')} />
        <TextField
          multiline
          ref={addressRef}
          label="Address"
          autoComplete="street-address"
          rows={3}
          {...field('customerAddress')}
        />
        <TextField ref={countryRef} label="Country" autoComplete="country-name" {...field('customerCountry')} />
        <TextField
          ref={vatRef}
          label="Company VAT id"
          autoComplete="off"
          hint="Optional. A company in another EU country pays no VAT here (reverse charge)."
          {...field('vatID')}
        />
        <TextField
          ref={couponRef}
          label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Optional. The discount shows on the next page, before you pay."
          {...field('couponCode')}
        />
      </fieldset>

      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Placing your order…' : 'Place Order'}
      </button>
      <div className={customer.formAlertSlot} aria-live="assertive">
        {formError && (
          <p id="order-form-error" className="form-alert">
            {formError}
          </p>
        )}
      </div>
    </form>
  );
}
