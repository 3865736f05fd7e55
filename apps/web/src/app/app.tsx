import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { maakRouter } from './router';
import { Providers } from './providers';

export function App({ mock }: { mock: boolean }) {
  const [router] = useState(() => maakRouter(mock));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
