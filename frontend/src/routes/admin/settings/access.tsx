import { createFileRoute } from '@tanstack/react-router';

import { currentRole } from '@/api/get-current-user';
import { AccessPage } from '@/features/admin/components/access-page';
import { requireSignedIn } from '@/lib/session/guards';

// Any signed-in user: the First Time Setup card is for when nobody is admin yet.
export const Route = createFileRoute('/admin/settings/access')({
  beforeLoad: async (args) => {
    requireSignedIn(args);
    // Also brings the session's role up to date, which decides the cards shown.
    return { role: await currentRole(args.context) };
  },
  loader: async ({ context }) => {
    const { loadAccessPage } = await import('@/features/admin/load-admin');
    await loadAccessPage(context.queryClient, context.role);
  },
  component: AccessPage,
});
