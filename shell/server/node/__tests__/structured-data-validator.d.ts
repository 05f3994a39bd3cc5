// @adobe/structured-data-validator ships no types: what the tests use of it.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    /** Input in @marbec/web-auto-extractor's shape: `{ jsonld: { Product: [ … ] } }`. */
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}
