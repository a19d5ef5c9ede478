import { Button } from 'antd';

import { useServerError } from '@/hooks/use-server-error';

import { useExportScores } from '../../api/export-scores';

/** 'Export Scores (CSV)': every sheet of the event, downloaded as a file. */
export function ExportScoresButton({ eventId }: { eventId: string }) {
  const showServerError = useServerError();
  const exportScores = useExportScores(eventId);
  return (
    <Button
      loading={exportScores.isPending}
      onClick={() =>
        exportScores.mutate(undefined, {
          onError: (error) => showServerError(error, { title: 'Failed to export scores' }),
        })
      }
    >
      Export Scores (CSV)
    </Button>
  );
}
