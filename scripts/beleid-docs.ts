// `npm run beleid:docs`: writes docs/beleid.md from the policy table (decision 019).
import { writeFileSync } from 'node:fs';
import { register, schermCalls } from '@kw/contract';
import { beleidMarkdown } from '../apps/server/src/beleid/beleid-markdown';
import { beleidsTabel, registerRegels } from '../apps/server/src/beleid/beleidstabel';

writeFileSync('docs/beleid.md', beleidMarkdown([...beleidsTabel, ...registerRegels(register.map((r) => ({ titel: r.titel, ...schermCalls(r) })))]));
console.log('docs/beleid.md geschreven');
