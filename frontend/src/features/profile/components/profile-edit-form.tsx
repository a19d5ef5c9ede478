import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

import { ApiError } from '@/api/api-error';
import type { Profile } from '@/api/get-profile';
import { profileKeys } from '@/api/query-keys';
import { useServerError } from '@/hooks/use-server-error';

import { useUpdateProfile } from '../api/update-profile';
import {
  isOptionalHttpUrl,
  PROFILE_FIELD_LABELS,
  toFormValues,
  toProfileUpdate,
  URL_HINT,
  type ProfileFormValues,
} from '../profile-form';
import styles from './profile.module.css';
import { SkillsInput } from './skills-input';

const SAVE_FAILED = 'Failed to save profile';
const CONFLICT_KEY = 'profile-version-conflict';

const urlRules: Rule[] = [
  {
    validator: (_, value: string | undefined) =>
      isOptionalHttpUrl(value ?? '') ? Promise.resolve() : Promise.reject(new Error(URL_HINT)),
  },
  { max: 500 },
];

function requiredName(label: string): Rule[] {
  return [{ required: true, whitespace: true, message: `Enter your ${label}` }, { max: 100 }];
}

interface ProfileEditFormProps {
  profile: Profile;
  /** Back to view mode, after a save or on Cancel. */
  onDone: () => void;
}

export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const { message, notification } = App.useApp();
  const showServerError = useServerError();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();

  function reloadProfile() {
    notification.destroy(CONFLICT_KEY);
    void queryClient.invalidateQueries({ queryKey: profileKeys.mine() });
    onDone();
  }

  function showSaveError(error: Error) {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
      notification.error({
        key: CONFLICT_KEY,
        title: SAVE_FAILED,
        description:
          'Your profile was changed elsewhere, for example in another tab. Reload it to see the latest version, then make your changes again.',
        actions: (
          <Button type="primary" size="small" onClick={reloadProfile}>
            Reload profile
          </Button>
        ),
        duration: 0,
      });
      return;
    }
    showServerError(error, { title: SAVE_FAILED, form, labels: PROFILE_FIELD_LABELS });
  }

  function save(values: ProfileFormValues) {
    update.mutate(toProfileUpdate(values, profile.version), {
      onSuccess: () => {
        void message.success('Profile updated successfully');
        onDone();
      },
      onError: showSaveError,
    });
  }

  return (
    <Card title="Edit profile">
      <Form<ProfileFormValues>
        form={form}
        layout="vertical"
        name="profile"
        aria-label="Edit profile"
        initialValues={toFormValues(profile)}
        onFinish={save}
        disabled={update.isPending}
      >
        <Form.Item label="First name" name="firstName" rules={requiredName('first name')}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={requiredName('last name')}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Location" name="location" rules={[{ max: 200 }]}>
          <Input placeholder="City, country" />
        </Form.Item>
        <Form.Item label="Bio" name="bio" rules={[{ max: 2000 }]}>
          <Input.TextArea rows={4} showCount maxLength={2000} />
        </Form.Item>
        <Form.Item label="Skills" name="skills">
          <SkillsInput />
        </Form.Item>
        <Form.Item label="GitHub" name="githubUrl" rules={urlRules}>
          <Input type="url" placeholder="https://github.com/you" />
        </Form.Item>
        <Form.Item label="LinkedIn" name="linkedinUrl" rules={urlRules}>
          <Input type="url" placeholder="https://www.linkedin.com/in/you" />
        </Form.Item>
        <Form.Item label="Portfolio" name="portfolioUrl" rules={urlRules}>
          <Input type="url" placeholder="https://you.dev" />
        </Form.Item>
        <Form.Item label="Avatar URL" name="avatarUrl" rules={urlRules}>
          <Input type="url" placeholder="https://…/avatar.png" />
        </Form.Item>
        <div className={styles.actions}>
          <Button onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save
          </Button>
        </div>
      </Form>
    </Card>
  );
}
