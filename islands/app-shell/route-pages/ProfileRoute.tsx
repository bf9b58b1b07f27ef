import type { RoutePageProps } from '../RoutePage';
import ProfilePage from '../../profile-page/ProfilePage';

export default function ProfileRoute({ route, target }: RoutePageProps) {
  if (route.name !== 'profile') return null;
  return <ProfilePage workspaceSlug={route.workspaceSlug} userId={route.userId} isCurrentUser={target.isCurrentUser ?? false} />;
}
