export * from './soorten';
export * from './levenscyclus';
export * from './dataproducten';
export * from './inhoud';
export * from './gegevensdeling.schema';
export * from './resultaat-paden';
