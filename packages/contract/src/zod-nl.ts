/**
 * zod's own messages in Dutch, for the server and the web alike (the port-3000 mode answers a refusal as the
 * server does): the nl locale, and an unknown field named as such ("Onbekend veld", not zod's "Onbekende key").
 * Called once at start by the server (app.ts) and the web (main.tsx, test-setup.ts).
 */
import { z } from 'zod';

export function zetZodNederlands(): void {
  z.config(z.locales.nl());
  z.config({
    customError: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const velden = issue.keys.map((k) => `"${k}"`).join(', ');
      return issue.keys.length === 1 ? `Onbekend veld: ${velden}` : `Onbekende velden: ${velden}`;
    },
  });
}
