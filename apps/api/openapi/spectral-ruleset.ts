// Spectral's `spectral:oas` ruleset for the served OpenAPI document (test/openapi-lint.test.ts).
// A rule may be switched off here only with a comment saying why.
import spectralRulesets from '@stoplight/spectral-rulesets';

export const spectralRuleset = {
  extends: [[spectralRulesets.oas, 'recommended']],
  rules: {},
} as never;
