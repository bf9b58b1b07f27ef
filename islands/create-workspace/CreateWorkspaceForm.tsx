import { useState } from 'react';
import { useUnit } from 'effector-react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { COMPANY_SIZE_OPTIONS, ROLE_OPTIONS } from '../../src/domain/constants';
import { settingsMessages } from '../../src/domain/messages';
import { createWorkspaceSchema, suggestSlug, type CreateWorkspaceInput } from '../../src/domain/settings';
import { createWorkspaceCreationModel } from '../../src/models/workspace-settings';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { useIslandModel } from '../ui/use-island-model';

const cw = settingsMessages.createWorkspace;
const empty: CreateWorkspaceInput = { name: '', slug: '', company_size: '', role: '' };
const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * "Create a workspace": the URL follows the name until edited, and is checked as it is typed
 * against the reserved first path segments and the slug rules (SPEC section 2).
 */
export function CreateWorkspaceForm() {
  const model = useIslandModel(() => createWorkspaceCreationModel(), []);
  const { submit, submitting, formVersion } = useUnit({ submit: model.submitted, submitting: model.$submitting, formVersion: model.$formVersion });
  const [slugEdited, setSlugEdited] = useState(false);

  return (
    // The page's own heading and description (src/pages/create-workspace.astro) introduce it.
    <section aria-label={cw.heading} className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:p-5">
      <Formik<CreateWorkspaceInput>
        key={formVersion}
        initialValues={empty}
        validationSchema={createWorkspaceSchema}
        validateOnBlur
        onSubmit={(values) => {
          submit(values);
        }}
      >
        {({ errors, touched, submitCount, setFieldValue, values }) => {
          const show = (field: keyof CreateWorkspaceInput) => (touched[field] || submitCount > 0 ? errors[field] : undefined);
          return (
            <Form noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field name="name">
                {({ field }: FieldProps<string>) => (
                  <TextField
                    {...field}
                    label={cw.nameLabel}
                    placeholder={cw.namePlaceholder}
                    autoComplete="organization"
                    error={show('name')}
                    onChange={(event) => {
                      field.onChange(event);
                      if (!slugEdited) void setFieldValue('slug', suggestSlug(event.target.value), true);
                    }}
                  />
                )}
              </Field>
              <Field name="slug">
                {({ field }: FieldProps<string>) => (
                  <TextField
                    {...field}
                    label={cw.slugLabel}
                    hint={`${cw.slugHint} /${values.slug || '…'}/`}
                    autoComplete="off"
                    spellCheck={false}
                    // The slug is checked as it is typed: a reserved word is caught before submitting.
                    error={values.slug || touched.slug || submitCount > 0 ? errors.slug : undefined}
                    onChange={(event) => {
                      setSlugEdited(true);
                      field.onChange(event);
                    }}
                  />
                )}
              </Field>
              <Field name="company_size">
                {({ field }: FieldProps<string>) => (
                  <SelectField {...field} label={cw.sizeLabel} placeholder={cw.selectPlaceholder} options={toOptions(COMPANY_SIZE_OPTIONS)} error={show('company_size')} />
                )}
              </Field>
              <Field name="role">
                {({ field }: FieldProps<string>) => (
                  <SelectField {...field} label={cw.roleLabel} placeholder={cw.selectPlaceholder} options={toOptions(ROLE_OPTIONS)} error={show('role')} />
                )}
              </Field>
              <div className="sm:col-span-2">
                <Button type="submit" variant="primary" loading={submitting}>
                  {submitting ? cw.submitting : cw.submit}
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </section>
  );
}
