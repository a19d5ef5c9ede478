import { Button, Form, Input, InputNumber, Radio, Select } from 'antd';

import { CONTINUING_OPTIONS, FUNDING_SOURCE_LABELS, PILOT_STATE_LABELS } from './checkin-labels';
import styles from './checkin-questions.module.css';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The check-in's questions (ventures.md 'Check-in') as fields of the enclosing antd Form, whose
 * values are CheckinFormValues (checkinBody turns them into the API's body). A venture's check-in
 * and an applicant's follow-up survey (insights.md 5) both ask them.
 */
export function CheckinQuestionsFields() {
  const form = Form.useFormInstance();
  const continuing: unknown = Form.useWatch('continuing', form);
  return (
    <>
      <Form.Item
        name="whatHappened"
        label="What happened since?"
        rules={[{ required: true, whitespace: true, message: 'Please tell us what happened since.' }]}
      >
        <Input.TextArea rows={4} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item name="customerInterviews" label="Customer interviews">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="designPartners" label="Design partners" extra="Name each organisation; press Enter after each.">
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} placeholder="e.g. Acme Foods" />
      </Form.Item>
      <Form.List name="pilots">
        {(fields, { add, remove }) => (
          <Form.Item label="Pilots">
            {fields.map((field) => (
              <div key={field.key} className={styles.pilot}>
                <Form.Item
                  name={[field.name, 'organisation']}
                  rules={[{ required: true, whitespace: true, message: 'Please name the organisation.' }]}
                >
                  <Input placeholder="Organisation" aria-label="Pilot organisation" maxLength={200} />
                </Form.Item>
                <Form.Item name={[field.name, 'state']} initialValue="agreed">
                  <Select options={options(PILOT_STATE_LABELS)} aria-label="Pilot state" />
                </Form.Item>
                <Button onClick={() => remove(field.name)} aria-label="Remove pilot">
                  Remove
                </Button>
              </div>
            ))}
            <Button onClick={() => add({ state: 'agreed' })}>Add pilot</Button>
          </Form.Item>
        )}
      </Form.List>
      <div className={styles.money}>
        <Form.Item name="revenueAmount" label="Monthly revenue" extra="In the currency's main unit, e.g. 1250.50">
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="revenueCurrency" label="Revenue currency" extra="e.g. EUR">
          <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </div>
      <div className={styles.money}>
        <Form.Item name="fundingAmount" label="Funding raised" extra="In the currency's main unit">
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="fundingCurrency" label="Funding currency" extra="e.g. EUR">
          <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="fundingSource" label="Funding source">
          <Select options={options(FUNDING_SOURCE_LABELS)} allowClear />
        </Form.Item>
      </div>
      <Form.Item
        name="continuing"
        label="Still working on it?"
        rules={[{ required: true, message: 'Please say whether you are still working on it.' }]}
      >
        <Radio.Group options={CONTINUING_OPTIONS} optionType="button" />
      </Form.Item>
      {continuing === 'stopped' ? (
        <Form.Item name="stoppedReason" label="Why did you stop? (optional)">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      ) : null}
    </>
  );
}
