import { createFileRoute } from '@tanstack/react-router';

import { AccessPage } from '@/features/admin/components/access-page';
import { requireSignedIn } from '@/features/auth/guards';

// Any signed-in user: the First Time Setup card is for when nobody is admin yet.
export const Route = createFileRoute('/admin/settings/access')({
  beforeLoad: async (args) => {
    requireSignedIn(args);
    const { currentRole } = await import('@/features/admin/load-admin');
    // Also brings the session's role up to date, which decides the cards shown.
    return { role: await currentRole(args.context) };
  },
  loader: async ({ context }) => {
    const { loadAccessPage } = await import('@/features/admin/load-admin');
    await loadAccessPage(context.queryClient, context.role);
  },
  component: AccessPage,
});
