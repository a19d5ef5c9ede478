import { App, Card } from 'antd';

import { fileIdOfUrl } from '@/api/file-preview';
import type { Profile } from '@/api/get-profile';
import { FileUpload } from '@/components/file-upload';
import { useServerError } from '@/hooks/use-server-error';

import { useChangeAvatar } from '../api/change-avatar';

/** The uploaded avatar: upload (or replace) sets it at once, Remove deletes it. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const showServerError = useServerError();
  const change = useChangeAvatar();
  const fileId = fileIdOfUrl(profile.avatarFileUrl);

  return (
    <Card title="Avatar">
      <FileUpload
        purpose="avatar"
        label="avatar"
        value={fileId ? { id: fileId } : null}
        busy={change.isPending}
        onChange={async (file) => {
          try {
            await change.mutateAsync(file?.id ?? null);
            void message.success(file ? 'Avatar updated' : 'Avatar removed');
          } catch (error) {
            showServerError(error, { title: file ? 'Failed to save avatar' : 'Failed to remove avatar' });
            throw error;
          }
        }}
      />
    </Card>
  );
}
