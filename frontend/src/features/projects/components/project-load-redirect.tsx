import { useNavigate } from '@tanstack/react-router';
import { App, Card } from 'antd';
import { useEffect, useRef } from 'react';

import { projectLoadProblem } from '../error-text';

const TOASTS = {
  forbidden: { title: 'Access Denied', description: "You don't have permission to view this project." },
  'not-found': { title: 'Project Not Found', description: "The project you're looking for doesn't exist." },
};

/**
 * Shown instead of a project screen whose load failed: not the owner and not found say so and go
 * back to /projects; any other failure stays with 'Failed to load project.'.
 */
export function ProjectLoadFailure({ error }: { error: unknown }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const problem = projectLoadProblem(error);
  // StrictMode runs effects twice in development; one toast is enough.
  const done = useRef(false);

  useEffect(() => {
    if (problem === 'failed' || done.current) return;
    done.current = true;
    notification.error(TOASTS[problem]);
    void navigate({ to: '/projects', replace: true });
  }, [problem, navigate, notification]);

  if (problem !== 'failed') return null;
  return (
    <Card style={{ maxWidth: 720 }}>
      <p role="alert">Failed to load project.</p>
    </Card>
  );
}
