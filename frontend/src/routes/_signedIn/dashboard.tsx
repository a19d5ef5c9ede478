import { createFileRoute } from '@tanstack/react-router';

import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { MyVenturesDashboardCard } from '@/features/ventures/components/my-ventures-dashboard-card';
import { useSession } from '@/lib/session/session';
import { showsVentures } from '@/lib/staff-nav';

export const Route = createFileRoute('/_signedIn/dashboard')({
  staticData: { pageTitle: 'Dashboard' },
  component: DashboardRoutePage,
});

// 'My Ventures' is the ventures feature's card, shown to participants as the header's Ventures link is.
function DashboardRoutePage() {
  const session = useSession();
  return <DashboardPage venturesCard={showsVentures(session?.user.role) ? <MyVenturesDashboardCard /> : null} />;
}
