import { useUnit } from 'effector-react';
import { $role } from '../../src/models/session';
import type { RoleName } from '../../src/domain/roles';
import { EmptyStateView, type EmptyStateViewProps } from './EmptyStateView';

export type EmptyStateProps = Omit<EmptyStateViewProps, 'role'> & { role?: RoleName };

/** An empty state whose buttons follow the header's Role select (or the `role` given). */
export function EmptyState({ role, ...props }: EmptyStateProps) {
  const current = useUnit($role);
  return <EmptyStateView {...props} role={role ?? current} />;
}
