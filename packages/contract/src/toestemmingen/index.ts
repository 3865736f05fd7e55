export * from './routes';
export * from './regels';
export * from './toestemmingen.schema';
export * from './toestemmingen.meldingen';
