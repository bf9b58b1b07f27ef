import { describe, expect, it } from 'vitest';
import { signInMessages } from './messages';
import { signInSchema } from './sign-in';

const errorsOf = (values: { email: string; password: string }) => {
  try {
    signInSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the sign-in form', () => {
  it.each<[string, { email: string; password: string }, string[]]>([
    ['accepts an email and a password', { email: 'mara@northwind.test', password: 'x' }, []],
    ['trims the email', { email: '  mara@northwind.test ', password: 'x' }, []],
    ['needs both', { email: '', password: '' }, [signInMessages.emailRequired, signInMessages.passwordRequired]],
    ['needs an email address', { email: 'mara', password: 'x' }, [signInMessages.emailInvalid]],
  ])('%s', (_what, values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });
});
