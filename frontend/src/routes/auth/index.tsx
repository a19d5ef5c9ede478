import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/auth/')({
  component: AuthPage,
});

function AuthPage() {
  return <PageTitle>Sign In</PageTitle>;
}
