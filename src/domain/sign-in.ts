/** The sign-in form's rules (the site's own page, /accounts/sign-in/). */
import * as yup from 'yup';
import { signInMessages } from './messages';

export interface SignInValues {
  email: string;
  password: string;
}

export const signInSchema: yup.ObjectSchema<SignInValues> = yup.object({
  email: yup.string().trim().required(signInMessages.emailRequired).email(signInMessages.emailInvalid),
  password: yup.string().required(signInMessages.passwordRequired),
});
