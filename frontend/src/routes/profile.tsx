import { createFileRoute } from '@tanstack/react-router';

import { profileQueryOptions } from '@/api/get-profile';
import { ProfileLoadError } from '@/features/profile/components/profile-load-error';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/profile')({
  beforeLoad: (args) => {
    requireSignedIn(args);
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: ProfilePage,
  errorComponent: ProfileLoadError,
});
