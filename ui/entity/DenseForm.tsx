// The form of every detail screen: vertical labels, tight rows, errors cleared on edit.
import { ConfigProvider, Form, type FormInstance, type ThemeConfig } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { clearEditedErrors } from './form-errors';

const denseForm: ThemeConfig = {
  components: { Form: { itemMarginBottom: 12, verticalLabelPadding: '0 0 4px' } },
};

interface Props {
  form: FormInstance;
  isReadOnly: boolean;
  onSubmit: () => void;
  style?: CSSProperties;
  children: ReactNode;
}

export function DenseForm({ form, isReadOnly, onSubmit, style, children }: Props) {
  return (
    <ConfigProvider theme={denseForm}>
      <Form
        form={form}
        layout="vertical"
        disabled={isReadOnly}
        onFinish={onSubmit}
        onFieldsChange={clearEditedErrors(form)}
        style={style}
      >
        {children}
      </Form>
    </ConfigProvider>
  );
}
