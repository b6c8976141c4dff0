import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import { SendMessageError, useSendMessage, type MessageInput } from './useSendMessage';
import styles from './MessageForm.module.css';

const EMPTY: MessageInput = { fullName: '', phoneNumber: '', emailAddress: '', website: '', subject: '', message: '' };

/** The specification's success text, shown as a role="status" toast. */
export const MESSAGE_SENT = 'Message is Updated';

/**
 * The support and contact message form: fullName, phoneNumber, emailAddress (email type),
 * website, subject, message; button "Send Message". Nothing is required on the client (the
 * specification's only rule is the e-mail type); the server refuses a message without text
 * or without a way to reply, and its refusals show at their fields. A field people never
 * see (not focusable, hidden from screen readers) catches bots that fill every input.
 * After a success the toast says "Message is Updated", the form empties and `onSent` runs.
 */
export function MessageForm({ heading, headingId, onSent }: { heading: string; headingId: string; onSent?: (id: string) => void | Promise<void> }) {
  const toast = useToast();
  const [send, inFlight] = useSendMessage();
  const [values, setValues] = useState<MessageInput>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof MessageInput, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof MessageInput) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (fieldErrors[name]) setFieldErrors((f) => ({ ...f, [name]: undefined }));
  };
  /** A field's name, value, change handler and error. */
  const field = (name: keyof MessageInput) => ({ name, value: values[name], onChange: set(name), error: fieldErrors[name] });

  function focusFirstInvalid() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    // The one rule of the specification: the e-mail field's type check.
    if (emailRef.current && values.emailAddress && emailRef.current.validity.typeMismatch) {
      setFieldErrors({ emailAddress: 'Enter an email address like name@example.com.' });
      focusFirstInvalid();
      return;
    }
    setFieldErrors({});
    try {
      const id = await send(
        {
          fullName: values.fullName.trim(),
          phoneNumber: values.phoneNumber.trim(),
          emailAddress: values.emailAddress.trim(),
          website: values.website.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        },
        honeypot,
      );
      setValues(EMPTY);
      setHoneypot('');
      toast.success(MESSAGE_SENT);
      await onSent?.(id);
    } catch (err) {
      if (err instanceof SendMessageError && Object.keys(err.fields).length > 0) {
        setFieldErrors(err.fields);
        focusFirstInvalid();
      } else {
        setFormError(err instanceof Error && err.message ? err.message : 'Your message could not be sent. Please try again.');
      }
    }
  }

  return (
    <form ref={formRef} className={styles.formCard} method="post" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.messageFormTitle}>
        {heading}
      </h2>
      <div className={styles.formGrid}>
        <TextField label="Full Name" autoComplete="name" {...field('fullName')} />
        <TextField label="Phone Number" {...field('phoneNumber')} type="tel" autoComplete="tel" />
        <TextField ref={emailRef} label="Email Address" {...field('emailAddress')} type="email" inputMode="email" autoComplete="email" />
        <TextField label="Website" {...field('website')} inputMode="url" autoComplete="url" placeholder="https://example.com" />
        <TextField className={styles.formSpan} label="Subject" {...field('subject')} />
        <TextField multiline className={styles.formSpan} label="Message" {...field('message')} rows={6} />
      </div>
      {/* The honeypot: bots fill every input; people never see this one. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${headingId}-hp`}>Leave this field empty</label>
        <input
          id={`${headingId}-hp`}
          name="hp_field2"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {/* The specification's hidden field; the server sets every new message UnRead whatever is sent. */}
      <input type="hidden" name="messageStatus" value="UnRead" />
      <button type="submit" className={`btn btn-primary btn-lg ${styles.messageFormSubmit}`} disabled={inFlight}>
        {inFlight ? 'Sending…' : 'Send Message'}
      </button>
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}
