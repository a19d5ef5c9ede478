import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/create-event')({
  component: CreateEventPage,
});

function CreateEventPage() {
  return <PageTitle>Create Event</PageTitle>;
}
