/** The consent ledger (decision 033): composed by app/ into Profiel as its Toestemmingen tab. */
export { Toestemmingen } from './toestemmingen';
