export * from './aanroep';
export * from './meldingen';
export * from './catalogus';
export { machtigingAanroepen } from './machtigingen.aanroepen';
export { koppelingAanroepen } from './koppelingen.aanroepen';
export { pilotAanroepen } from './pilot.aanroepen';
export { toestemmingAanroepen } from './toestemmingen.aanroepen';
export { sbDashboardAanroepen } from './sb-dashboard.aanroepen';
export { mailAanroepen } from './mail.aanroepen';
