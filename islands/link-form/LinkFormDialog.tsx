import { useRef } from 'react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { Dialog, useDialogClose } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { linkSchema, normalizeLinkInput, type LinkInput } from '../../src/domain/link';
import { linkMessages } from '../../src/domain/messages';
import type { LinkFormMode } from '../../src/models/links';
import { KeepFormDraft, type FormDraftProps } from '../ui/KeepFormDraft';

export interface LinkFormDialogProps {
  open: boolean;
  mode: LinkFormMode;
  initial: LinkInput;
  submitting: boolean;
  onSubmit: (values: LinkInput) => void;
  onClose: () => void;
  /** Shows validation errors from the start (stories, and re-opening after a failed save). */
  showErrorsInitially?: boolean;
  /** Keeps the values as typed if the page is left for sign-in (islands/ui/KeepFormDraft.tsx). */
  draft?: FormDraftProps;
}

/** The link form (SPEC section 5): URL required and http(s) only, title optional. */
export function LinkFormDialog({ open, mode, initial, submitting, onSubmit, onClose, showErrorsInitially = false, draft }: LinkFormDialogProps) {
  const editing = mode === 'edit';
  // Each opening starts a fresh form; while closing, the old values stay on screen.
  const session = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) session.current += 1;
  wasOpen.current = open;
  return (
    <Formik<LinkInput>
      key={session.current}
      initialValues={initial}
      enableReinitialize
      validationSchema={linkSchema}
      validateOnBlur={false}
      validateOnMount={showErrorsInitially}
      onSubmit={(values) => onSubmit(normalizeLinkInput(values))}
    >
      {({ errors, submitCount, dirty }) => (
        <Dialog
          open={open}
          onClose={() => !submitting && onClose()}
          dirty={dirty && !submitting}
          title={editing ? linkMessages.updateTitle : linkMessages.addTitle}
          size="lg"
        >
          <Form noValidate className="flex flex-col gap-4 px-5 pb-5 pt-4">
            {open && draft && <KeepFormDraft {...draft} />}
            <Field name="url">
              {({ field }: FieldProps<string>) => (
                <TextField
                  {...field}
                  label={linkMessages.urlLabel}
                  placeholder={linkMessages.urlPlaceholder}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  autoFocus
                  required
                  error={submitCount > 0 || showErrorsInitially ? errors.url : undefined}
                />
              )}
            </Field>
            <Field name="title">
              {({ field }: FieldProps<string>) => (
                <TextField {...field} label={linkMessages.titleLabel} placeholder={linkMessages.titlePlaceholder} autoComplete="off" />
              )}
            </Field>
            <div className="flex justify-end gap-2 pt-1">
              <CancelButton disabled={submitting} />
              <Button type="submit" variant="primary" loading={submitting}>
                {editing
                  ? submitting ? linkMessages.submittingUpdate : linkMessages.submitUpdate
                  : submitting ? linkMessages.submittingAdd : linkMessages.submitAdd}
              </Button>
            </div>
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}

function CancelButton({ disabled }: { disabled: boolean }) {
  const close = useDialogClose();
  return (
    <Button onClick={close} disabled={disabled}>
      {linkMessages.cancel}
    </Button>
  );
}
