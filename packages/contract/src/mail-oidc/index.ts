export * from './uitbak.schema';
export * from './oidc.schema';
