// antd 5's official React 19 support: must run before antd renders anything (otherwise antd warns "antd v5 support React is 16 ~ 18").
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './lib/api-client';
import { isMockModus } from './lib/mock-modus';
import { App } from './app/app';

async function start() {
  const mock = isMockModus();
  if (mock) {
    // Port 3000: every call is answered in the browser (spec §7/§9). Never in the production chunks.
    const { installeerMocks } = await import('./lib/mocks/adapter');
    installeerMocks(api);
  }
  const wortel = document.getElementById('root');
  if (!wortel) throw new Error('Element #root ontbreekt.');
  createRoot(wortel).render(
    <StrictMode>
      <App mock={mock} />
    </StrictMode>,
  );
}

void start();
