import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/features/auth/guards';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { ProfileLoadError } from '@/features/profile/components/profile-load-error';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/profile')({
  beforeLoad: (args) => {
    requireSignedIn(args);
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: ProfilePage,
  errorComponent: ProfileLoadError,
});
