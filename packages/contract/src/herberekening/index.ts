export * from './routes';
export * from './herberekening.schema';
