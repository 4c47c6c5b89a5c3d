// A form that sends one command of its own (not the generic edit): validated by the service's
// schema before sending, field errors of a 400 shown on their fields, the lists it feeds refreshed.
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, api } from '../../api/client';
import { fromServerFields, validateWith } from '../../entity/form-errors';
import { entityQueries } from '../../entity/queries';

export function useCommandForm<S extends z.ZodType, A>(o: {
  path: string;
  schema: S;
  /** Entity bases whose queries the command changes. */
  refreshes: readonly string[];
  onDone: (answer: A) => void;
}) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);
  const submit = async () => {
    const body = validateWith(form, o.schema, form.getFieldsValue(true));
    if (!body) return;
    setPending(true);
    try {
      const answer = await api<A>(o.path, { body });
      await Promise.all(o.refreshes.map((base) => client.invalidateQueries({ queryKey: entityQueries.all(base) })));
      o.onDone(answer);
    } catch (error) {
      if (error instanceof ApiError) form.setFields(fromServerFields(error.fields));
    } finally {
      setPending(false);
    }
  };
  return { form, submit, isPending };
}
