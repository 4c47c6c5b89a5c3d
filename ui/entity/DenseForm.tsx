// The form of every detail screen: vertical labels, tight rows, errors cleared on edit.
import { ConfigProvider, Form, type FormInstance, type ThemeConfig } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { clearEditedErrors } from './form-errors';
import type { FormLeaveGuard } from './useFormLeaveGuard';

const denseForm: ThemeConfig = {
  components: { Form: { itemMarginBottom: 12, verticalLabelPadding: '0 0 4px' } },
};

interface Props {
  form: FormInstance;
  /** Prefixes the controls' ids: a form in a dialog must not share them with the page under it. */
  name?: string;
  isReadOnly: boolean;
  onSubmit: () => void;
  /** Told of the user's changes, to ask before they are dropped. */
  leaveGuard?: FormLeaveGuard;
  /** A value the user changed (setting values from the record does not call it). */
  onValuesChange?: (changed: Record<string, unknown>) => void;
  style?: CSSProperties;
  children: ReactNode;
}

export function DenseForm({ form, name, isReadOnly, onSubmit, leaveGuard, onValuesChange, style, children }: Props) {
  return (
    <ConfigProvider theme={denseForm}>
      <Form
        form={form}
        name={name}
        layout="vertical"
        disabled={isReadOnly}
        onFinish={onSubmit}
        onValuesChange={(changed) => {
          leaveGuard?.onValuesChange();
          onValuesChange?.(changed);
        }}
        onKeyDownCapture={leaveGuard?.onUserAct}
        onInputCapture={leaveGuard?.onUserAct}
        onPointerDownCapture={leaveGuard?.onUserAct}
        onFieldsChange={clearEditedErrors(form)}
        style={style}
      >
        {children}
      </Form>
    </ConfigProvider>
  );
}
