import type { ThemeConfig } from 'antd';

/** A calm green theme for a farm tool. */
export const thema: ThemeConfig = {
  token: {
    colorPrimary: '#2f7d4f',
    // Hover darkens instead of Ant Design's derived lighter #4a8a63, which has 4.1:1 on white: too little for the
    // text of a hovered button (WCAG 1.4.3 asks 4.5:1; axe found it on the map's toolbar). #256a41 has 6.5:1.
    colorPrimaryHover: '#256a41',
    colorSuccess: '#3a8f57',
    colorWarning: '#d48806',
    colorError: '#c8372d',
    colorInfo: '#2f6f8f',
    colorBgLayout: '#f3f6f1',
    colorLink: '#24663f',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#1f4d33', headerColor: '#ffffff', siderBg: '#ffffff', headerHeight: 64, headerPadding: '0 20px' },
    Menu: { itemSelectedBg: '#e3f0e6', itemSelectedColor: '#1f5a37' },
    Table: { headerBg: '#eef4ec', footerBg: '#eef4ec' },
  },
};
