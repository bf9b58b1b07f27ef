import { useUnit } from 'effector-react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { signInMessages } from '../../src/domain/messages';
import { signInSchema, type SignInValues } from '../../src/domain/sign-in';
import { createSignInModel } from '../../src/models/sign-in';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { useIslandModel } from '../ui/use-island-model';

export interface SignInPageProps {
  /** The site's base path, where to go back to when the page names nowhere safe. */
  base: string;
  /** `PUBLIC_SIGN_IN_URL`: sign in there instead, then come back here. */
  externalUrl: string | null;
}

const empty: SignInValues = { email: '', password: '' };

/**
 * The site's sign-in page (/accounts/sign-in/?next_path=…): email and password to the backend,
 * then back to the page the session ended on. With a sign-in page elsewhere, a link to it and a
 * "Signed in? Reload" that checks the session here.
 */
function SignInPage({ base, externalUrl }: SignInPageProps) {
  const model = useIslandModel(() => createSignInModel({ search: window.location.search, base, externalUrl }), [base, externalUrl]);
  const m = useUnit({ error: model.$error, busy: model.$busy, returning: model.$returning, submit: model.submitted, reload: model.reloadRequested });

  const status = (
    <>
      {m.error && <p role="alert" className="text-sm text-danger">{m.error}</p>}
      {m.returning && <p role="status" className="text-sm text-muted">{signInMessages.returning}</p>}
    </>
  );

  if (model.externalUrl) {
    return (
      <div className="flex max-w-md flex-col gap-4">
        <p className="text-sm">{signInMessages.elsewhere}</p>
        <p className="text-sm text-muted">{signInMessages.backTo(model.nextPath)}</p>
        <div className="flex flex-wrap items-center gap-3">
          <a href={model.externalUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-primary underline underline-offset-2">
            {signInMessages.openSignIn}
          </a>
          <Button variant="primary" onClick={() => m.reload()} loading={m.busy}>{signInMessages.reload}</Button>
        </div>
        {status}
      </div>
    );
  }

  return (
    <Formik<SignInValues> initialValues={empty} validationSchema={signInSchema} validateOnBlur={false} onSubmit={(values) => { m.submit(values); }}>
      {({ errors, submitCount }) => (
        <Form noValidate className="flex max-w-md flex-col gap-4" aria-label={signInMessages.title}>
          <p className="text-sm">{signInMessages.intro}</p>
          <p className="text-sm text-muted">{signInMessages.backTo(model.nextPath)}</p>
          <Field name="email">
            {({ field }: FieldProps<string>) => (
              <TextField {...field} label={signInMessages.emailLabel} placeholder={signInMessages.emailPlaceholder} type="email" autoComplete="username" autoFocus required error={submitCount > 0 ? errors.email : undefined} />
            )}
          </Field>
          <Field name="password">
            {({ field }: FieldProps<string>) => (
              <TextField {...field} label={signInMessages.passwordLabel} type="password" autoComplete="current-password" required error={submitCount > 0 ? errors.password : undefined} />
            )}
          </Field>
          <div>
            <Button type="submit" variant="primary" loading={m.busy}>{m.busy ? signInMessages.submitting : signInMessages.submit}</Button>
          </div>
          {status}
        </Form>
      )}
    </Formik>
  );
}

export default withIslandBoundary(SignInPage, 'sign-in');
