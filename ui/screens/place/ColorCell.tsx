// A colour of the lists (`#RRGGBB`), shown as a swatch beside its code.
import { Space } from 'antd';

export function ColorCell({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <Space size={4}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: 2,
          background: color,
          verticalAlign: -1,
        }}
      />
      {color}
    </Space>
  );
}
