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
      // at most five names of at most 50 characters: the names come from the caller's body
      const namen = issue.keys.slice(0, 5).map((k) => `"${k.length > 50 ? `${k.slice(0, 50)}…` : k}"`);
      if (issue.keys.length > 5) namen.push(`en ${issue.keys.length - 5} meer`);
      return `${issue.keys.length === 1 ? 'Onbekend veld' : 'Onbekende velden'}: ${namen.join(', ')}`;
    },
  });
}
