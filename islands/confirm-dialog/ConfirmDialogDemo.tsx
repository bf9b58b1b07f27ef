import { useUnit } from 'effector-react';
import { confirmDemoMessages } from '../../src/domain/messages';
import { createConfirmDemoModel } from '../../src/models/confirm-demo';
import { Button } from '../ui/Button';
import { withIslandBoundary } from '../ui/IslandBoundary';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { OPEN_DEMO } from '../ui/demo-opener';
import { useIslandModel } from '../ui/use-island-model';

/** The /components/confirm-dialog/ demo: the danger variant (default) and the primary one. */
function ConfirmDialogDemo() {
  const model = useIslandModel(() => createConfirmDemoModel(), []);
  const m = useUnit({
    variant: model.$variant,
    open: model.$open,
    outcome: model.$outcome,
    working: model.$working,
    openRequested: model.openRequested,
    cancelled: model.cancelled,
    confirmed: model.confirmed,
  });
  const danger = m.variant === 'danger';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" onClick={() => m.openRequested('danger')}>
          {OPEN_DEMO}
        </Button>
        <Button onClick={() => m.openRequested('primary')}>{confirmDemoMessages.primaryButton}</Button>
      </div>
      <p className="min-h-5 text-sm text-muted" role="status">
        {m.outcome === 'confirmed' ? confirmDemoMessages.done : m.outcome === 'cancelled' ? confirmDemoMessages.cancelled : ''}
      </p>
      <ConfirmDialog
        open={m.open}
        variant={m.variant}
        title={danger ? confirmDemoMessages.dangerTitle : confirmDemoMessages.primaryTitle}
        content={danger ? confirmDemoMessages.dangerContent : confirmDemoMessages.primaryContent}
        confirmLabel={danger ? undefined : confirmDemoMessages.primaryConfirm}
        loadingLabel={danger ? undefined : confirmDemoMessages.primaryLoading}
        loading={m.working}
        onCancel={m.cancelled}
        onConfirm={m.confirmed}
      />
    </div>
  );
}

export default withIslandBoundary(ConfirmDialogDemo, 'confirm dialog');
