import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/events/wizard')({
  component: EventWizardPage,
});

function EventWizardPage() {
  return <PageTitle>Create Event</PageTitle>;
}
