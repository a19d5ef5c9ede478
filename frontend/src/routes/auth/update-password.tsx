import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/auth/update-password')({
  component: UpdatePasswordPage,
});

function UpdatePasswordPage() {
  return <PageTitle>Set New Password</PageTitle>;
}
