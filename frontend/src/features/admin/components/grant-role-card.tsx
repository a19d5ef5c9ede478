import { App, Button, Form, Select } from 'antd';
// antd's plain Input, not its index: that one brings TextArea, Search, Password and OTP to the first load.
import Input from 'antd/es/input/Input';

import { Panel } from '@/components/panel';
import { useServerError } from '@/hooks/use-server-error';

import { useGrantRole, type GrantRoleRequest } from '../api/grant-role';
import { DEFAULT_GRANT_ROLE, GRANTABLE_ROLE_OPTIONS, grantEmailProblem, toGrantRequest } from '../grant-role-rules';

interface GrantRoleValues {
  email: string;
  role: GrantRoleRequest['role'];
}

/** Admins only: give an existing account a role by its email. */
export function GrantRoleCard() {
  const [form] = Form.useForm<GrantRoleValues>();
  const { message } = App.useApp();
  const showServerError = useServerError();
  const grant = useGrantRole();

  async function submit({ email, role }: GrantRoleValues) {
    try {
      await grant.mutateAsync(toGrantRequest(email, role));
      void message.success('Role updated successfully');
      form.resetFields(['email']);
    } catch (error) {
      // The server's message says what went wrong, e.g. 'User not found with that email'.
      showServerError(error, { title: 'Failed to grant role', form, labels: { email: 'Email', role: 'Role' } });
    }
  }

  return (
    <Panel title="Grant Role">
      <Form<GrantRoleValues>
        form={form}
        name="grant-role"
        aria-label="Grant role"
        layout="inline"
        initialValues={{ email: '', role: DEFAULT_GRANT_ROLE }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="Email"
          name="email"
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = grantEmailProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input type="email" placeholder="name@company.com" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={GRANTABLE_ROLE_OPTIONS} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={grant.isPending}>
            Grant Role
          </Button>
        </Form.Item>
      </Form>
    </Panel>
  );
}
