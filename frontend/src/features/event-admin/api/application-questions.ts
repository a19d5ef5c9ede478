import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { adminEventKeys } from '@/api/query-keys';

export type ApplicationForm = components['schemas']['ApplicationFormDto'];
export type Question = components['schemas']['QuestionDto'];
export type QuestionForm = components['schemas']['QuestionFormDto'];
export type QuestionKind = Question['kind'];

/** An event's application form sits under the staff events' key, as its judging setup does. */
export const questionKeys = {
  form: (eventId: string) => [...adminEventKeys.all, 'questions', eventId] as const,
};

export function getApplicationForm(eventId: string): Promise<ApplicationForm> {
  return unwrap(api.GET('/api/admin/events/{eventId}/questions', { params: { path: { eventId } } }));
}

export function applicationFormQueryOptions(eventId: string) {
  return queryOptions({ queryKey: questionKeys.form(eventId), queryFn: () => getApplicationForm(eventId) });
}

export function useApplicationForm(eventId: string) {
  return useQuery(applicationFormQueryOptions(eventId));
}

// Each change answers the whole form, which replaces the cached one.

function useFormChange<V>(eventId: string, change: (variables: V) => Promise<ApplicationForm>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (form) => queryClient.setQueryData(questionKeys.form(eventId), form),
  });
}

export function useAddQuestion(eventId: string) {
  return useFormChange(eventId, (body: QuestionForm) =>
    unwrap(api.POST('/api/admin/events/{eventId}/questions', { params: { path: { eventId } }, body })),
  );
}

export function useEditQuestion(eventId: string) {
  return useFormChange(eventId, ({ questionId, ...body }: QuestionForm & { questionId: string }) =>
    unwrap(
      api.PUT('/api/admin/events/{eventId}/questions/{questionId}', {
        params: { path: { eventId, questionId } },
        body,
      }),
    ),
  );
}

export function useReorderQuestions(eventId: string) {
  return useFormChange(eventId, (questionIds: string[]) =>
    unwrap(
      api.PUT('/api/admin/events/{eventId}/questions/order', { params: { path: { eventId } }, body: { questionIds } }),
    ),
  );
}

export function useSetQuestionHidden(eventId: string) {
  return useFormChange(eventId, ({ questionId, hidden }: { questionId: string; hidden: boolean }) =>
    hidden
      ? unwrap(
          api.POST('/api/admin/events/{eventId}/questions/{questionId}/hide', {
            params: { path: { eventId, questionId } },
          }),
        )
      : unwrap(
          api.POST('/api/admin/events/{eventId}/questions/{questionId}/unhide', {
            params: { path: { eventId, questionId } },
          }),
        ),
  );
}
