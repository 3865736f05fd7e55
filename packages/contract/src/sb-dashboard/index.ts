export * from './routes';
export * from './deadline';
export * from './sb-dashboard.schema';
export * from './sb-dashboard.meldingen';
