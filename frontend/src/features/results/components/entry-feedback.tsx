import { useQuery } from '@tanstack/react-query';

import { projectResultsQueryOptions } from '../api/get-project-results';

/**
 * The judges' published feedback on one submission (a venture's sprint entry), judges anonymised as
 * on the Results card. Says nothing before results are published, or to a reader who may not see
 * that project's results (a venture member who was not on that sprint's team).
 */
export function EntryFeedback({ projectId, submissionId }: { projectId: string; submissionId: string }) {
  const results = useQuery(projectResultsQueryOptions(projectId));
  const result = results.data?.results.find((each) => each.submissionId === submissionId);
  if (!result || result.feedback.length === 0) return null;
  return (
    <section aria-label="Feedback from the judges">
      <strong>Feedback from the judges</strong>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {result.feedback.map((each) => (
          <li key={each.judge}>
            {each.judge}: {each.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
