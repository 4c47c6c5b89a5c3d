// A list screen whose items open in a dialog: for the spec's screens that have a list route and
// no detail route (deposit types, points of sale, online open periods...). The dialog holds the
// generic detail; while it is open it owns the keyboard (Esc closes it).
import { Modal } from 'antd';
import { useState } from 'react';
import { EntityDetailPage } from './EntityDetailPage';
import { EntityListPage } from './EntityListPage';
import type { EntityUi } from './types';

export function EntityModalListPage<T extends { id: number }>({ ui }: { ui: EntityUi<T> }) {
  const [openId, setOpenId] = useState<number>();
  const close = () => setOpenId(undefined);
  return (
    <>
      <EntityListPage ui={ui} onOpen={setOpenId} />
      <Modal open={openId !== undefined} onCancel={close} footer={null} closable={false} width={1000} destroyOnHidden>
        {openId !== undefined && <EntityDetailPage ui={ui} id={openId} onQuit={close} />}
      </Modal>
    </>
  );
}
