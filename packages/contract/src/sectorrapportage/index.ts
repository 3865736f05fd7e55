export * from './routes';
export * from './provincies';
export * from './klassen';
export * from './statistiek';
export * from './rapport';
export * from './sectorrapportage.schema';
