import { createFileRoute } from '@tanstack/react-router';

import { profileQueryOptions } from '@/api/get-profile';
import { emailPreferencesQueryOptions } from '@/features/email-preferences/api/get-email-preferences';
import { EmailPreferencesCard } from '@/features/email-preferences/components/email-preferences-card';
import { ProfileLoadError } from '@/features/profile/components/profile-load-error';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/_signedIn/profile')({
  staticData: { pageTitle: 'Profile' },
  loader: ({ context }) => {
    // The email preferences load beside the profile; their section shows its own loading state.
    void context.queryClient.prefetchQuery(emailPreferencesQueryOptions());
    return context.queryClient.ensureQueryData(profileQueryOptions());
  },
  component: ProfileRoute,
  errorComponent: ProfileLoadError,
});

function ProfileRoute() {
  return (
    <ProfilePage>
      <EmailPreferencesCard />
    </ProfilePage>
  );
}
