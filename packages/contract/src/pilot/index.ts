export * from './routes';
export * from './bedrijvenlijst';
export * from './pilot.schema';
export * from './vergelijking';
export * from './pilot.meldingen';
