export * from './routes';
export * from './deadline';
export * from './meldingen';
export * from './beheer-algemeen.schema';
export * from './beheer-algemeen.meldingen';
