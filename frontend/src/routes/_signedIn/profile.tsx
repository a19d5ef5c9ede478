import { createFileRoute } from '@tanstack/react-router';

import { profileQueryOptions } from '@/api/get-profile';
import { ProfileLoadError } from '@/features/profile/components/profile-load-error';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/_signedIn/profile')({
  staticData: { pageTitle: 'Profile' },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: ProfilePage,
  errorComponent: ProfileLoadError,
});
