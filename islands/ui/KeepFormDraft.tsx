import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { keepFormDraft } from '../../src/models/form-drafts';

export interface FormDraftProps {
  /** Where the values are kept (the form's model reads them back under the same key). */
  draftKey: string;
  /** What the model needs besides the values to open the form again (its mode, the edited item). */
  extra?: Record<string, unknown>;
}

/**
 * Inside a Formik form that is open: if the page is left for sign-in (the session ended), the
 * form's values as typed are kept, as `{...extra, values}`, and its model opens the form with them
 * on return (src/models/form-drafts.ts). Renders nothing.
 */
export function KeepFormDraft({ draftKey, extra }: FormDraftProps) {
  const { values } = useFormikContext<unknown>();
  const latest = useRef({ values, extra });
  latest.current = { values, extra };
  useEffect(() => keepFormDraft(draftKey, () => ({ ...latest.current.extra, values: latest.current.values })), [draftKey]);
  return null;
}
