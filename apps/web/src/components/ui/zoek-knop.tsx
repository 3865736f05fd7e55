/**
 * The search button of an Input.Search that shows only the magnifier. antd's own has no name but its icon's,
 * so a screen reader read the English "search"; this one is called "Zoeken".
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export const ZOEK_KNOP = <Button aria-label="Zoeken" icon={<SearchOutlined aria-hidden />} />;
