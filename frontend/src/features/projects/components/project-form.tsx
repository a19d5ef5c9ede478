import { Button, Card, Form, Input, type FormInstance } from 'antd';

import { MarkdownContent } from '@/components/markdown-content';

import {
  MAX_IMAGES,
  toProjectBody,
  validateProjectForm,
  type ProjectBody,
  type ProjectFormField,
  type ProjectFormValues,
} from '../project-form';
import styles from './projects.module.css';

interface ProjectFormProps {
  /** The page's form, so it can put the server's field problems under their fields. */
  form: FormInstance<ProjectFormValues>;
  initialValues: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Called with a valid body; the page sends it and reports the outcome. */
  onSubmit: (body: ProjectBody) => void;
  /** Told the first client-side problem, for a toast. */
  onInvalid: (message: string) => void;
}

/** Image problems show under the first image URL. */
function fieldName(field: ProjectFormField): ProjectFormField | ['images', number, 'url'] {
  return field === 'images' ? ['images', 0, 'url'] : field;
}

/** One form for create and edit: the client rules mirror the server's, with its messages. */
export function ProjectForm({
  form,
  initialValues,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onInvalid,
}: ProjectFormProps) {
  const description = Form.useWatch('descriptionMd', form) ?? '';

  function showErrors(errors: { field: ProjectFormField; message: string }[]) {
    const byField = new Map<ProjectFormField, string[]>();
    for (const { field, message } of errors) byField.set(field, [...(byField.get(field) ?? []), message]);
    form.setFields(
      [...byField].map(([field, messages]) => ({
        name: fieldName(field),
        errors: messages,
      })),
    );
  }

  function submit() {
    const values = form.getFieldsValue(true) as ProjectFormValues;
    const errors = validateProjectForm(values);
    if (errors.length > 0) {
      showErrors(errors);
      onInvalid(errors[0]?.message ?? '');
      return;
    }
    onSubmit(toProjectBody(values));
  }

  return (
    <Form<ProjectFormValues>
      form={form}
      layout="vertical"
      aria-label="Project"
      initialValues={initialValues}
      onFinish={submit}
      // Any edit clears the changed field's message.
      onValuesChange={(changed: Partial<ProjectFormValues>) => {
        const fields = Object.keys(changed) as ProjectFormField[];
        form.setFields(
          fields.map((field) => ({
            name: fieldName(field),
            errors: [],
          })),
        );
      }}
    >
      <Card title="Basics">
        <Form.Item label="Project title" name="title" required>
          <Input placeholder="What are you building?" maxLength={200} />
        </Form.Item>
        <Form.Item label="Tagline" name="tagline">
          <Input placeholder="One line about it" maxLength={300} />
        </Form.Item>
        <Form.Item label="Description" name="descriptionMd" extra="Markdown is supported.">
          <Input.TextArea rows={8} />
        </Form.Item>
        {description.trim() ? (
          <section aria-label="Description preview">
            <h2 className={styles.previewTitle}>Preview</h2>
            <MarkdownContent markdown={description} className={styles.preview} />
          </section>
        ) : null}
      </Card>
      <Card title="Links" style={{ marginTop: 16 }}>
        <Form.Item label="Demo URL" name="demoUrl">
          <Input inputMode="url" placeholder="https://demo.example.com" />
        </Form.Item>
        <Form.Item label="Repository URL" name="repoUrl">
          <Input inputMode="url" placeholder="https://github.com/you/project" />
        </Form.Item>
      </Card>
      <Card title={`Images (up to ${MAX_IMAGES})`} style={{ marginTop: 16 }}>
        <p>An image is added when both its URL and its alt text are filled.</p>
        {Array.from({ length: MAX_IMAGES }, (_, index) => (
          <div className={styles.imageRow} key={index}>
            <Form.Item label={`Image ${index + 1} URL`} name={['images', index, 'url']}>
              <Input inputMode="url" placeholder="https://example.com/screenshot.png" />
            </Form.Item>
            <Form.Item label={`Image ${index + 1} alt text`} name={['images', index, 'alt']}>
              <Input placeholder="What the image shows" maxLength={300} />
            </Form.Item>
          </div>
        ))}
      </Card>
      <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 16 }}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
