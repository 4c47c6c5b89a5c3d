// A list whose items are created and edited in a dialog, through the same generic calls: the spec
// gives some lists no detail route (partner billing and management types).
import { Modal } from 'antd';
import { useRef, useState } from 'react';
import { EntityDetailPage } from './EntityDetailPage';
import { EntityListPage } from './EntityListPage';
import type { EntityUi } from './types';

export function EntityModalListPage<T extends { id: number }>({ ui }: { ui: EntityUi<T> }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const close = () => setOpenId(null);
  // The dialog's own Esc goes through the form's quit, which asks before dropping changes.
  const quitRef = useRef<(() => void) | null>(null);
  return (
    <>
      <EntityListPage ui={ui} onOpen={setOpenId} />
      <Modal
        open={openId !== null}
        onCancel={() => (quitRef.current ?? close)()}
        footer={null}
        closable={false}
        width={720}
        destroyOnHidden
      >
        {openId !== null && <EntityDetailPage ui={ui} idParam="id" id={openId} onQuit={close} quitRef={quitRef} />}
      </Modal>
    </>
  );
}
