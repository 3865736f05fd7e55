import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import nlNL from 'antd/es/locale/nl_NL';
import { thema } from './theme';

/** Root providers: Dutch antd locale and the theme. Data providers come with the shell (lazy). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={nlNL} theme={thema}>
      {children}
    </ConfigProvider>
  );
}
