import { createFileRoute } from '@tanstack/react-router';

import { currentRole } from '@/api/get-current-user';
import { AccessPage } from '@/features/admin/components/access-page';

// Any signed-in user: the First Time Setup card is for when nobody is admin yet.
export const Route = createFileRoute('/_signedIn/admin/settings/access')({
  staticData: { pageTitle: 'Access · Settings' },
  // Also brings the session's role up to date, which decides the cards shown.
  beforeLoad: async ({ context }) => ({ role: await currentRole(context) }),
  loader: async ({ context }) => {
    const { loadAccessPage } = await import('@/features/admin/load-admin');
    await loadAccessPage(context.queryClient, context.role);
  },
  component: AccessPage,
});
