// The board of a context header: that header's sub-menu as tiles; its id is kept for the session.
import { useParams } from '@tanstack/react-router';
import { Empty, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { headerLabel } from './menu-items';
import { session } from './session';
import { Tiles } from './Tiles';
import { useMenus } from './useMenus';

export default function DynamicBoardPage() {
  const { t } = useTranslation();
  const { parentContextId } = useParams({ strict: false });
  const id = Number(parentContextId);
  const header = useMenus().find((m) => m.id === id && m.isContext);
  useEffect(() => session.setParentContext(Number.isFinite(id) ? id : null), [id]);
  if (!header) return <Empty description={t('board.empty')} />;
  const groups = header.subMenus.some((n) => n.url) ? [{ ...header, subMenus: header.subMenus }] : header.subMenus;
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {headerLabel(header)}
      </Typography.Title>
      <Tiles groups={groups} />
    </div>
  );
}
