// The merge-field picker: the fields by group, searchable; choosing one types `{{name}}` where the
// caret was (in the subject or the body, whichever was last edited).
import { Select } from 'antd';
import { MERGE_FIELD_GROUPS, MERGE_FIELDS } from '../../../service/domains/document/merge-fields';

const options = MERGE_FIELD_GROUPS.map((group) => ({
  label: group,
  options: MERGE_FIELDS.filter((f) => f.group === group).map((f) => ({
    value: f.name,
    label: `${f.label} — {{${f.name}}}`,
  })),
}));

export function MergeFieldPicker({ onPick, disabled }: { onPick: (name: string) => void; disabled?: boolean }) {
  return (
    <Select<string>
      aria-label="Insérer un champ de fusion"
      placeholder="Insérer un champ de fusion…"
      showSearch={{ optionFilterProp: 'label' }}
      value={null}
      disabled={disabled}
      style={{ width: 340 }}
      options={options}
      onChange={(name) => name && onPick(`{{${name}}}`)}
    />
  );
}
