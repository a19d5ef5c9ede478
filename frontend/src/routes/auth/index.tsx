import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { validateAuthSearch } from '@/features/auth/auth-search';

export const Route = createFileRoute('/auth/')({
  validateSearch: validateAuthSearch,
  component: AuthPage,
});

function AuthPage() {
  return <PageTitle>Sign In</PageTitle>;
}
