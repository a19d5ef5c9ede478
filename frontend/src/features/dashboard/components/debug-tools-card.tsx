import { App, Button, Collapse, Space, Typography } from 'antd';
import { useState } from 'react';

import { useBootstrapAdmin } from '@/api/bootstrap-admin';

import { useDebugBootstrap } from '../api/debug-tools';
import { bootstrapOutcome, debugReport } from '../debug-report';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Unknown error';
}

/**
 * Visible to every signed-in user by the spec; the server keeps both actions harmless. Folded away
 * and neutral in look: a tool for checking the set-up, not an action the page asks anyone to take.
 */
export function DebugToolsCard() {
  const { message, notification } = App.useApp();
  const debug = useDebugBootstrap();
  const forceAdmin = useBootstrapAdmin();
  const [report, setReport] = useState<string | null>(null);

  function runDebug() {
    void message.info('Debug Started');
    debug.mutate(undefined, {
      onSuccess: ({ adminExists, isAdmin }) => {
        setReport(debugReport(adminExists, isAdmin));
        void message.success('Debug Complete');
      },
      onError: (error) => {
        setReport(errorText(error));
        notification.error({ title: 'Bootstrap Failed', description: errorText(error) });
      },
    });
  }

  function runForceAdmin() {
    void message.info('Force Bootstrap Started');
    forceAdmin.mutate(undefined, {
      onSuccess: ({ result }) => {
        const outcome = bootstrapOutcome(result);
        setReport(outcome.title);
        if (result === 'created') notification.success(outcome);
        else notification.info(outcome);
      },
      onError: (error) => {
        setReport(errorText(error));
        notification.error({ title: 'Bootstrap Failed', description: errorText(error) });
      },
    });
  }

  return (
    <Collapse
      items={[
        {
          key: 'debug-tools',
          label: 'Debug tools',
          children: (
            <>
              <Space wrap>
                <Button onClick={runDebug} loading={debug.isPending}>
                  Debug Bootstrap
                </Button>
                <Button onClick={runForceAdmin} loading={forceAdmin.isPending}>
                  Force Admin
                </Button>
              </Space>
              {report && (
                <Typography.Paragraph role="status" style={{ marginTop: 12, marginBottom: 0 }}>
                  {report}
                </Typography.Paragraph>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
