import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister } from './validation';

describe('login rules', () => {
  it.each([
    [{ email: '', password: '' }, { email: 'Email is required', password: 'Password is required' }],
    [{ email: '   ', password: 'secret1' }, { email: 'Email is required' }],
    [{ email: 'not-an-email', password: 'secret1' }, { email: 'Provide a valid email' }],
    [{ email: 'a@b', password: 'secret1' }, { email: 'Provide a valid email' }],
    [{ email: 'ann@example.com', password: '12345' }, { password: 'Minimum 6 characters' }],
    [{ email: 'ann@example.com', password: '123456' }, {}],
  ])('%j → %j', (input, expected) => {
    expect(validateLogin(input)).toEqual(expected);
  });
});

describe('register rules', () => {
  it.each([
    [{ email: '', password: '' }, { email: 'Email is Required', password: 'Password is Required' }],
    // The specified rule is "three letters in a row", nothing more.
    [{ email: 'a1@b2.c3', password: 'secret1' }, { email: 'Provide a Valid Email' }],
    [{ email: 'abc', password: 'secret1' }, {}],
    [{ email: 'ann@example.com', password: 'abc' }, { password: 'Minimum 6 Characters' }],
    [{ email: 'ann@example.com', password: 'abcdef' }, {}],
  ])('%j → %j', (input, expected) => {
    expect(validateRegister(input)).toEqual(expected);
  });
});
