/** Client-side rules of the login and register forms, with the specification's texts to the letter. */

export interface Credentials {
  email: string;
  password: string;
}

export type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** A usual email shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The register form's rule as specified: the address contains three letters in a row. */
export const REGISTER_EMAIL_PATTERN = /[A-Za-z]{3}/;

export const PASSWORD_MIN = 6;

/** The sign-in forms' email input (login, register, reset): one label, name and keyboard. */
export const EMAIL_INPUT = {
  label: 'Email',
  name: 'email',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
} as const;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Provide a valid email',
  passwordRequired: 'Password is required',
  passwordShort: 'Minimum 6 characters',
} as const;

export const REGISTER_MESSAGES = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a Valid Email',
  passwordRequired: 'Password is Required',
  passwordShort: 'Minimum 6 Characters',
} as const;

export function validateLoginEmail(email: string): string | undefined {
  const v = email.trim();
  if (!v) return LOGIN_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(v)) return LOGIN_MESSAGES.emailInvalid;
  return undefined;
}

export function validateLogin({ email, password }: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  const e = validateLoginEmail(email);
  if (e) errors.email = e;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (password.length < PASSWORD_MIN) errors.password = LOGIN_MESSAGES.passwordShort;
  return errors;
}

export function validateRegister({ email, password }: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  const v = email.trim();
  if (!v) errors.email = REGISTER_MESSAGES.emailRequired;
  else if (!REGISTER_EMAIL_PATTERN.test(v)) errors.email = REGISTER_MESSAGES.emailInvalid;
  if (!password) errors.password = REGISTER_MESSAGES.passwordRequired;
  else if (password.length < PASSWORD_MIN) errors.password = REGISTER_MESSAGES.passwordShort;
  return errors;
}
