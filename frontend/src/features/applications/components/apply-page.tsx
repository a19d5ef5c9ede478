import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Card, Skeleton, Space } from 'antd';
import { useEffect, useRef } from 'react';

import { useEvent } from '@/api/get-event';
import { useMyApplication } from '@/api/get-my-application';
import { profileQueryOptions } from '@/api/get-profile';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session/session';

import { useApplyQuestions } from '../api/list-apply-questions';
import { applyLoadFailure } from '../apply-load-failure';
import { ApplyForm } from './apply-form';
import { toastBeforeEventPage } from './event-page-toast';
import { LoadFailureCard } from './load-failure-card';

export function ApplyPage({ eventId }: { eventId: string }) {
  const session = useSession();
  const event = useEvent(eventId);
  const profile = useQuery(profileQueryOptions());
  const mine = useMyApplication(session?.user.id, eventId);
  const questions = useApplyQuestions(eventId, event.data !== undefined);
  const alreadyApplied = useAlreadyAppliedRedirect(eventId, mine.data != null);

  const back = (
    <ButtonLink to="/events/$eventId" params={{ eventId }}>
      Back to Event
    </ButtonLink>
  );

  // The custom questions go with the event: failing to read them is failing to load the form.
  const failure = applyLoadFailure({
    event: event.error ?? questions.error,
    profile: profile.error,
    application: mine.error,
  });
  if (failure) return <LoadFailureCard failure={failure} />;
  if (!event.data || !profile.data || !questions.data || mine.isPending || mine.data) {
    return <Skeleton active aria-label="Loading application form" />;
  }

  const fullName = profile.data.name ?? [profile.data.firstName, profile.data.lastName].filter(Boolean).join(' ');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
      {back}
      <PageTitle>Apply to {event.data.title}</PageTitle>
      <Card>
        <ApplyForm
          eventId={eventId}
          fullName={fullName}
          email={profile.data.email}
          questions={questions.data}
          onSubmitted={alreadyApplied.markSubmitted}
        />
      </Card>
    </Space>
  );
}

/** Someone who has applied already is sent back to the event, once, with a toast. */
function useAlreadyAppliedRedirect(eventId: string, hasApplication: boolean) {
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (!hasApplication || done.current) return;
    done.current = true;
    toastBeforeEventPage('Already Applied', 'You have already applied to this event.');
    void navigate({ to: '/events/$eventId', params: { eventId }, replace: true });
  }, [eventId, hasApplication, navigate]);

  return {
    markSubmitted: () => {
      done.current = true;
    },
  };
}
