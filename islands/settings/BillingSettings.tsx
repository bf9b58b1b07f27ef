import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { PRICING_URL } from '../../src/domain/constants';
import { settingsMessages } from '../../src/domain/messages';
import { $members, membersRequested } from '../../src/models/members';

const t = settingsMessages.billing;

/** Billing and plans: the current plan and the seats in use. */
export function BillingSettings({ workspaceSlug }: { workspaceSlug: string }) {
  const { members, request } = useUnit({ members: $members, request: membersRequested });
  useEffect(() => {
    request(workspaceSlug);
  }, [request, workspaceSlug]);
  const seats = members.filter((m) => !m.member.is_bot).length;
  return (
    <section aria-labelledby="billing-heading" className="flex flex-col gap-4">
      <h2 id="billing-heading" className="text-lg font-semibold">{t.heading}</h2>
      <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t.currentPlan}</p>
        <p className="text-2xl font-semibold">{t.planName}</p>
        <p className="text-sm text-muted">{t.planDescription}</p>
        <p className="text-sm">{t.seats(seats)}</p>
        <p className="text-sm text-muted">{t.noPayment}</p>
        <a href={PRICING_URL} target="_blank" rel="noopener noreferrer" className="self-start text-sm font-medium text-primary underline-offset-2 hover:underline">
          {t.comparePlans}
        </a>
      </div>
    </section>
  );
}
