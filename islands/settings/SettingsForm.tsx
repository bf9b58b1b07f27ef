import type { ReactNode } from 'react';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';

export interface SettingsFormProps<Values extends FormikValues> {
  /** A new key starts a fresh form (after a create succeeded, or another provider). */
  formKey: string | number;
  initialValues: Values;
  /** A yup object schema. */
  schema: FormikConfig<Values>['validationSchema'];
  onSubmit: (values: Values) => void;
  className: string;
  /** The fields, told each one's error once a submit was tried. */
  children: (errorOf: (field: keyof Values & string) => string | undefined) => ReactNode;
}

/**
 * A settings create form (formik + yup): checked on submit, not on blur, so errors appear only
 * after the first try; a failed create keeps what was typed (the key changes only on success).
 */
export function SettingsForm<Values extends FormikValues>({ formKey, initialValues, schema, onSubmit, className, children }: SettingsFormProps<Values>) {
  return (
    <Formik<Values> key={formKey} initialValues={initialValues} validationSchema={schema} validateOnBlur={false} onSubmit={(values) => onSubmit(values)}>
      {({ errors, submitCount }) => (
        <Form noValidate className={className}>
          {children((field) => (submitCount > 0 ? (errors[field] as string | undefined) : undefined))}
        </Form>
      )}
    </Formik>
  );
}
