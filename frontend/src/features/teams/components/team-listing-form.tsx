import { App, Button, Form, Input, Switch, Typography } from 'antd';
import { useState } from 'react';

import { useServerError } from '@/hooks/use-server-error';

import type { Team } from '../api/get-event-team';
import { useUpdateListing } from '../api/manage-team';
import { MESSAGE_MAX_LENGTH } from '../team-rules';

/** What the owner's team looks for (shown on Find Teams) and whether it is listed there at all. */
export function TeamListingForm({ team }: { team: Team }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const update = useUpdateListing();
  const [lookingFor, setLookingFor] = useState(team.lookingFor ?? '');
  const [open, setOpen] = useState(team.open);
  const changed = lookingFor !== (team.lookingFor ?? '') || open !== team.open;

  return (
    <section aria-label="Looking for members">
      <Typography.Title level={5}>Looking for members</Typography.Title>
      <Form layout="vertical" component="div" style={{ maxWidth: 560 }}>
        <Form.Item label="Show the team on Find Teams" htmlFor={`listing-open-${team.projectId}`}>
          <Switch id={`listing-open-${team.projectId}`} checked={open} onChange={setOpen} />
        </Form.Item>
        <Form.Item label="Looking for" htmlFor={`listing-text-${team.projectId}`}>
          <Input.TextArea
            id={`listing-text-${team.projectId}`}
            value={lookingFor}
            placeholder="The skills and roles your team wants, e.g. a designer who knows Figma"
            maxLength={MESSAGE_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(event) => setLookingFor(event.target.value)}
          />
        </Form.Item>
        <Button
          disabled={!changed}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { projectId: team.projectId, lookingFor: lookingFor.trim(), open },
              {
                onSuccess: () => notification.success({ title: 'Team listing saved' }),
                onError: (error) => showServerError(error, { title: 'Error', fallback: 'Failed to save the listing.' }),
              },
            )
          }
        >
          Save Listing
        </Button>
      </Form>
    </section>
  );
}
