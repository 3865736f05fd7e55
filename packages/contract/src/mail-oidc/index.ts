export * from './uitbak.schema';
export * from './oidc.schema';
export * from './oidc.teksten';
export * from './mail.meldingen';
