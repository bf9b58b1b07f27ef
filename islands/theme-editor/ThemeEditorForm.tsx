import { Field as HeadlessField, Description, Label, Switch } from '@headlessui/react';
import { Formik, Form, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { DEFAULT_THEME } from '../../src/domain/constants';
import { themeMessages } from '../../src/domain/messages';
import { THEME_FIELDS, themeSchema, type ThemeFormValues } from '../../src/domain/theme';
import { Button } from '../ui/Button';
import { DialogFooter, useDialogClose } from '../ui/Dialog';
import { ColorField } from './ColorField';
import { ThemePreview } from './ThemePreview';

export interface ThemeEditorFormProps {
  initial: ThemeFormValues;
  submitting: boolean;
  onSubmit: (values: ThemeFormValues) => void;
  /** Every change, for the live preview. */
  onValuesChange?: (values: ThemeFormValues) => void;
  /** Reports whether the values differ from the initial ones (for the discard question). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Stories: show validation errors from the start. */
  showErrorsInitially?: boolean;
}

function Observer({ onValuesChange, onDirtyChange }: Pick<ThemeEditorFormProps, 'onValuesChange' | 'onDirtyChange'>) {
  const { values, dirty } = useFormikContext<ThemeFormValues>();
  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  return null;
}

/** The five colours, the dark-palette switch and a preview (SPEC section 5; REFERENCE 2.8). formik + yup. */
export function ThemeEditorForm({ initial, submitting, onSubmit, onValuesChange, onDirtyChange, showErrorsInitially = false }: ThemeEditorFormProps) {
  const requestClose = useDialogClose();
  return (
    <Formik<ThemeFormValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={themeSchema}
      validateOnMount={showErrorsInitially}
      initialTouched={showErrorsInitially ? { background: true, text: true, primary: true, sidebarBackground: true, sidebarText: true } : {}}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ values, errors, touched, submitCount, setFieldValue, setFieldTouched }) => (
        <Form noValidate className="flex min-h-0 flex-1 flex-col">
          <Observer onValuesChange={onValuesChange} onDirtyChange={onDirtyChange} />
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">
            <p className="text-sm text-muted">{themeMessages.previewHint}</p>
            {THEME_FIELDS.map((field, index) => (
              <ColorField
                key={field.key}
                autoFocus={index === 0}
                name={field.key}
                label={field.label}
                value={values[field.key]}
                placeholder={DEFAULT_THEME[field.key]}
                error={touched[field.key] || submitCount > 0 ? errors[field.key] : undefined}
                onChange={(value) => {
                  void setFieldValue(field.key, value);
                }}
                onBlur={() => {
                  void setFieldTouched(field.key, true);
                }}
              />
            ))}
            <HeadlessField className="flex items-start justify-between gap-4">
              <span className="flex flex-col">
                <Label className="text-sm font-medium">{themeMessages.darkPaletteLabel}</Label>
                <Description className="text-xs text-muted">{themeMessages.darkPaletteHint}</Description>
              </span>
              <Switch
                checked={values.darkPalette}
                onChange={(checked) => {
                  void setFieldValue('darkPalette', checked);
                }}
                className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line bg-surface-2 transition-colors data-checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <span className="size-4 translate-x-1 rounded-full bg-fg shadow transition group-data-checked:translate-x-6 group-data-checked:bg-on-primary" />
              </Switch>
            </HeadlessField>
            <ThemePreview values={values} />
          </div>
          <DialogFooter className="shrink-0">
            <Button onClick={requestClose} disabled={submitting}>
              {themeMessages.cancel}
            </Button>
            <Button type="submit" variant="primary" loading={submitting}>
              {submitting ? themeMessages.submitting : themeMessages.submit}
            </Button>
          </DialogFooter>
        </Form>
      )}
    </Formik>
  );
}
