export * from './machtigingen.termijn';
export * from './machtigingen.schema';
