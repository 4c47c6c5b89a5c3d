// The form of a meter command (meters for places, a reading for a place): the meter type first,
// chosen among the types of the entity's own `edit/0` answer, then the command's own fields.
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { DenseForm } from '../../entity/DenseForm';
import { EntityFields } from '../../entity/EntityFields';
import type { FieldDef } from '../../entity/types';
import { useChoices } from '../reference/choice-lookup';

interface Props {
  /** The entity whose choice lists hold `availableMeterType`. */
  base: string;
  command: { form: FormInstance; submit: () => Promise<void> };
  isReadOnly: boolean;
  fields: readonly FieldDef[];
  /** Under the fields (a list of ids and the button). */
  children?: ReactNode;
}

export function MeterCommandForm({ base, command, isReadOnly, fields, children }: Props) {
  const availableMeterType = useChoices(base, 'availableMeterType');
  return (
    <DenseForm
      form={command.form}
      isReadOnly={isReadOnly}
      onSubmit={() => void command.submit()}
      style={{ maxWidth: 960 }}
    >
      <EntityFields
        item={{ availableMeterType }}
        isReadOnly={isReadOnly}
        fields={[
          {
            name: 'meterTypeId',
            label: 'Type de compteur',
            kind: 'select',
            required: true,
            choices: 'availableMeterType',
          },
          ...fields,
        ]}
      />
      {children}
    </DenseForm>
  );
}
