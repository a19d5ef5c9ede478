import { Form, Input } from 'antd';

/** The reason a judge or a reviewer gives when recusing or declaring a conflict (1-500 characters, as the server checks). */
export function ReasonField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item
      name="reason"
      label="Reason"
      rules={[
        { required: true, whitespace: true, message: 'Please give a reason.' },
        { max: 500, message: 'At most 500 characters.' },
      ]}
    >
      <Input.TextArea rows={3} maxLength={500} showCount placeholder={placeholder} />
    </Form.Item>
  );
}
