// Home's setup checklist: the steps of a new site in the order that works, each with its state,
// why it is not done and a link to its screen. Drawn only while the site cannot take a booking.
import { CheckCircleFilled, ExclamationCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, Progress, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SETUP_STATE, type SetupState, type SetupStep } from '../../../service/domains/setup/contract';
import { setupQueries } from './setup.queries';

const look: Record<SetupState, { color: string; icon: ReactNode }> = {
  [SETUP_STATE.done]: { color: 'success', icon: <CheckCircleFilled /> },
  [SETUP_STATE.incomplete]: { color: 'warning', icon: <ExclamationCircleFilled /> },
  [SETUP_STATE.missing]: { color: 'default', icon: <MinusCircleOutlined /> },
};

function StepRow({ step, index }: { step: SetupStep; index: number }) {
  const { t } = useTranslation('dashboard');
  const title = `${index + 1}. ${step.label}`;
  return (
    <li aria-label={step.label} style={{ padding: '3px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Tag color={look[step.state].color} icon={look[step.state].icon} style={{ minWidth: 86 }}>
        {t(`setup.states.${step.state}`)}
      </Tag>
      {step.path ? (
        <Link to={step.path} style={{ fontWeight: step.state === SETUP_STATE.done ? 400 : 600 }}>
          {title}
        </Link>
      ) : (
        <Typography.Text title={t('setup.noRight')}>{title}</Typography.Text>
      )}
      {step.isRequired && step.state !== SETUP_STATE.done && (
        <Typography.Text type="secondary"> — {t('setup.required')}</Typography.Text>
      )}
      {step.why.length > 0 && (
        <Typography.Text type={step.state === SETUP_STATE.incomplete ? 'warning' : 'secondary'}>
          {' '}
          : {step.why.join(' ; ')}
        </Typography.Text>
      )}
    </li>
  );
}

export function SetupChecklist() {
  const { t } = useTranslation('dashboard');
  const { data } = useQuery(setupQueries.checklist());
  if (!data || data.canTakeBookings) return null;
  const done = data.steps.filter((s) => s.state === SETUP_STATE.done).length;
  const total = data.steps.length;
  return (
    <Card
      size="small"
      role="region"
      aria-label={t('setup.title')}
      title={t('setup.title')}
      extra={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Typography.Text type="secondary">{t('setup.progress', { done, total })}</Typography.Text>
          <Progress
            percent={Math.round((done / total) * 100)}
            size="small"
            style={{ width: 120, margin: 0 }}
            showInfo={false}
          />
        </span>
      }
      style={{ marginBottom: 12 }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('setup.intro')}
      </Typography.Paragraph>
      <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
        {data.steps.map((step, i) => (
          <StepRow key={step.key} step={step} index={i} />
        ))}
      </ol>
    </Card>
  );
}
