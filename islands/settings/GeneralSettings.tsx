import { useUnit } from 'effector-react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import { meetsRole } from '../../src/domain/roles';
import { settingsMessages } from '../../src/domain/messages';
import { workspaceNameSchema } from '../../src/domain/settings';
import { sanitizeHref } from '../../src/domain/url';
import { $role } from '../../src/models/session';
import { createWorkspaceGeneralModel } from '../../src/models/workspace-settings';
import { createImageUploadModel } from '../../src/models/image-upload';
import { ConnectedImageUpload } from '../image-upload/ConnectedImageUpload';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { LoadError } from '../ui/LoadError';
import { useMounted } from '../ui/use-mounted';
import { useIslandModel } from '../ui/use-island-model';

const g = settingsMessages.general;

/** General: the workspace's logo, name and URL (admins edit), and creating another workspace. */
export function GeneralSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const model = useIslandModel(() => createWorkspaceGeneralModel(workspaceSlug), [workspaceSlug]);
  // The logo goes through the shared image upload dialog (upload, save on the workspace, delete the old file).
  const logoModel = useIslandModel(() => createImageUploadModel({ kind: 'workspace-logo', workspaceSlug }), [workspaceSlug]);
  const m = useUnit({
    workspace: model.$workspace, loadError: model.$loadError, saving: model.$saving, mounted: model.mounted, save: model.nameSubmitted, role: $role,
    logoUrl: logoModel.$current, logoMounted: logoModel.mounted, openLogo: logoModel.opened,
  });
  useMounted(m.mounted, m.logoMounted);
  const canEdit = meetsRole(m.role, 'admin');
  const name = m.workspace?.name ?? '';
  const logoSource = m.logoUrl.url ?? m.workspace?.logo ?? null;
  const logo = logoSource ? sanitizeHref(logoSource) : '';

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="general-heading" className="flex flex-col gap-4">
        <h2 id="general-heading" className="text-lg font-semibold">{g.heading}</h2>
        {m.loadError ? (
          <LoadError message={m.loadError} retryLabel={settingsMessages.retry} onRetry={m.mounted} />
        ) : !m.workspace ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted"><Spinner className="size-4" /> {settingsMessages.loading}</p>
        ) : (
          <>
            <div className="flex items-center gap-4">
              {logo ? (
                <img src={logo} alt={g.logoAlt(name)} className="size-16 rounded-lg border border-line object-cover" />
              ) : (
                <span className="grid size-16 place-items-center rounded-lg bg-primary text-2xl font-semibold text-on-primary" role="img" aria-label={g.logoAlt(name)}>
                  {name.slice(0, 1).toUpperCase() || '?'}
                </span>
              )}
              <div className="flex flex-col items-start gap-1.5 text-sm">
                <p className="font-medium">{g.logoLabel}</p>
                <p className="text-muted">{g.logoHint}</p>
                {canEdit && (
                  <Button size="sm" onClick={m.openLogo}>
                    {g.changeLogo}
                  </Button>
                )}
              </div>
            </div>
            {canEdit && <ConnectedImageUpload model={logoModel} />}
            <Formik initialValues={{ name }} enableReinitialize validationSchema={workspaceNameSchema} onSubmit={(values) => {
              m.save(values.name);
            }}>
              {({ errors, submitCount, dirty }) => (
                <Form noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <Field name="name">
                    {({ field }: FieldProps<string>) => (
                      <TextField {...field} label={g.nameLabel} readOnly={!canEdit} error={submitCount > 0 ? errors.name : undefined} autoComplete="organization" />
                    )}
                  </Field>
                  <TextField label={g.urlLabel} value={`/${m.workspace!.slug}/`} readOnly />
                  <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
                    {canEdit ? (
                      <Button type="submit" variant="primary" loading={m.saving} disabled={!dirty}>
                        {m.saving ? g.saving : g.save}
                      </Button>
                    ) : (
                      <p className="text-sm text-muted">{g.adminsOnly}</p>
                    )}
                  </div>
                </Form>
              )}
            </Formik>
          </>
        )}
      </section>
    </div>
  );
}
