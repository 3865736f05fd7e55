export * from './machtigingen.termijn';
export * from './machtigingen.schema';
export * from './machtigingen.meldingen';
