// An editable list of rows inside the form (a partner's commission periods, its allotments): one
// line of fields per row, a remove button on each, an add button under them.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Row } from 'antd';
import { FieldItem } from '../../entity/EntityFields';
import type { FieldDef } from '../../entity/types';

export interface RowColumn {
  readonly key: string;
  readonly label: string;
  readonly kind: FieldDef['kind'];
  readonly md: number;
  readonly choices?: string;
}

interface Props {
  name: string;
  columns: readonly RowColumn[];
  blank: () => Record<string, unknown>;
  addLabel: string;
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function RowListField({ name, columns, blank, addLabel, item, isReadOnly }: Props) {
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Flex vertical gap={0}>
          {rows.map(({ key, name: index }) => (
            <Row key={key} gutter={12} align="bottom">
              {columns.map((c) => (
                <FieldItem
                  key={c.key}
                  field={{ name: [index, c.key], label: c.label, kind: c.kind, choices: c.choices, required: true }}
                  md={c.md}
                  item={item}
                  isReadOnly={isReadOnly}
                />
              ))}
              {!isReadOnly && (
                <Col>
                  <Form.Item label=" ">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Retirer la ligne ${index + 1}`}
                      onClick={() => remove(index)}
                    />
                  </Form.Item>
                </Col>
              )}
            </Row>
          ))}
          {!isReadOnly && (
            <div>
              <Button icon={<PlusOutlined />} onClick={() => add(blank())}>
                {addLabel}
              </Button>
            </div>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
