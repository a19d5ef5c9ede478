import { Button, Form, Input, InputNumber, Space } from 'antd';

import { NEW_CRITERION_WEIGHT, type CriterionDraft, type JudgeDraft } from '../../wizard/wizard-values';
import { feedback, type StepProps } from './step-props';

export function JudgingStep({ values, errors, onChange }: StepProps) {
  const setCriterion = (index: number, patch: Partial<CriterionDraft>) =>
    onChange({ criteria: values.criteria.map((each, at) => (at === index ? { ...each, ...patch } : each)) });
  const setJudge = (index: number, patch: Partial<JudgeDraft>) =>
    onChange({ judges: values.judges.map((each, at) => (at === index ? { ...each, ...patch } : each)) });

  return (
    <>
      <h3>Judging Criteria</h3>
      <Form.Item {...feedback(errors, 'criteria')}>
        {values.criteria.map((criterion, index) => (
          <Space key={index} align="start" wrap>
            <Form.Item label={`Criterion ${index + 1}`} {...feedback(errors, `criteria.${index}.label`)}>
              <Input
                aria-label={`Criterion ${index + 1} label`}
                value={criterion.label}
                onChange={(event) => setCriterion(index, { label: event.target.value })}
              />
            </Form.Item>
            <Form.Item label="Weight" {...feedback(errors, `criteria.${index}.weight`)}>
              <InputNumber
                aria-label={`Criterion ${index + 1} weight`}
                min={1}
                max={100}
                precision={0}
                value={criterion.weight}
                onChange={(weight) => setCriterion(index, { weight })}
              />
            </Form.Item>
            <Button
              aria-label={`Remove criterion ${index + 1}`}
              onClick={() => onChange({ criteria: values.criteria.filter((_, at) => at !== index) })}
            >
              Remove
            </Button>
          </Space>
        ))}
      </Form.Item>
      <Button onClick={() => onChange({ criteria: [...values.criteria, { label: '', weight: NEW_CRITERION_WEIGHT }] })}>
        Add Criterion
      </Button>

      <h3>Judges</h3>
      {values.judges.map((judge, index) => (
        <Space key={index} align="start" wrap>
          <Form.Item label={`Judge ${index + 1} name`} {...feedback(errors, `judges.${index}.name`)}>
            <Input
              aria-label={`Judge ${index + 1} name`}
              value={judge.name}
              onChange={(event) => setJudge(index, { name: event.target.value })}
            />
          </Form.Item>
          <Form.Item label="Email" {...feedback(errors, `judges.${index}.email`)}>
            <Input
              aria-label={`Judge ${index + 1} email`}
              type="email"
              value={judge.email}
              onChange={(event) => setJudge(index, { email: event.target.value })}
            />
          </Form.Item>
          <Button
            aria-label={`Remove judge ${index + 1}`}
            onClick={() => onChange({ judges: values.judges.filter((_, at) => at !== index) })}
          >
            Remove
          </Button>
        </Space>
      ))}
      <div>
        <Button onClick={() => onChange({ judges: [...values.judges, { name: '', email: '' }] })}>Add Judge</Button>
      </div>
    </>
  );
}
