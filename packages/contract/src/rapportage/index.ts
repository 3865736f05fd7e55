/**
 * The reports as data (decisions 012 and 015), pure: the section tables the PDF prints and
 * GetRapportGegevens sends, the chart data, the key figures and the history split. A subpath
 * of its own (`@kw/contract/rapportage`), so only the server and the port-3000 mocks load it.
 */
export * from './model/model.cel';
export * from './model/model.secties';
export * from './model/model.balansen';
export * from './model/model.bex';
export * from './model/model.dashboard';
export * from './model/model.kengetallen';
export * from './model/model.milieu';
export * from './model/model.voer';
export * from './rapportage.formaat';
export * from './rapportage.referenties';
export * from './rapportage.kengetallen';
export * from './rapportage.stromen';
export * from './rapportage.grafiek';
export * from './rapportage.secties';
export * from './rapportage.gegevens';
export * from './rapportage.herberekening';
