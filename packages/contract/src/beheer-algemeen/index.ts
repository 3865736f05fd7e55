export * from './routes';
export * from './deadline';
export * from './meldingen';
export * from './beheer-algemeen.schema';
