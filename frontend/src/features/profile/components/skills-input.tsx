import { App, Button, Input, Space, Tag } from 'antd';
import { useState, type KeyboardEvent } from 'react';

import { addSkill, removeSkill, skillRejection } from '../skills';
import styles from './profile.module.css';

interface SkillsInputProps {
  /** Given by Form.Item, so the field's label points at the text box. */
  id?: string;
  value?: string[];
  onChange?: (skills: string[]) => void;
}

/** Skills as removable tags; a new one is added with the Add button or the Enter key. */
export function SkillsInput({ id, value = [], onChange }: SkillsInputProps) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');

  function add() {
    const result = addSkill(value, draft);
    const rejection = skillRejection(result);
    if (rejection) {
      void message.warning(rejection);
      return;
    }
    if (result.outcome === 'added') onChange?.(result.skills);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter inside a form would submit it; here it means "add this skill".
    event.preventDefault();
    add();
  }

  return (
    <div>
      <Space.Compact block>
        <Input
          id={id}
          value={draft}
          placeholder="Type a skill and press Enter"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={add}>Add</Button>
      </Space.Compact>
      {value.length > 0 && (
        <div className={styles.tags}>
          {value.map((skill) => (
            <Tag
              key={skill}
              color="geekblue"
              closable={{ 'aria-label': `Remove ${skill}` }}
              onClose={(event) => {
                // The tag list is controlled: removal happens through onChange, not by antd hiding it.
                event.preventDefault();
                onChange?.(removeSkill(value, skill));
              }}
            >
              {skill}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
