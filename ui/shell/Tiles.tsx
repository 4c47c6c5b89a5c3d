// Tiles of menu entries, for the home page and the context boards.
import { Link } from '@tanstack/react-router';
import { Card, Col, Row } from 'antd';
import type { MenuNode } from '../../service/domains/security/menu';
import { headerLabel, leavesOf } from './menu-items';

export function Tiles({ groups }: { groups: MenuNode[] }) {
  return (
    <Row gutter={[12, 12]} role="group" aria-label="Accès par menu">
      {groups.map((group) => (
        <Col key={group.id} xs={24} sm={12} lg={8} xl={6}>
          <Card size="small" title={headerLabel(group)} role="region" aria-label={headerLabel(group)}>
            <ul style={{ margin: 0, paddingLeft: 18, lineHeight: 1.9 }}>
              {leavesOf(group).map((leaf) => (
                <li key={leaf.id}>
                  <Link to={leaf.url ?? '/home'}>{leaf.name}</Link>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
