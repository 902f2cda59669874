// Lints an OpenAPI document with Spectral (`spectral:oas`) and Redocly (`recommended`), in
// process and offline (no remote $ref, no rulesets fetched), with the rulesets committed under
// apps/api/openapi/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { spectralRuleset } from '../openapi/spectral-ruleset.ts';

export interface LintProblem {
  tool: 'spectral' | 'redocly';
  rule: string;
  severity: 'error' | 'warning' | 'info';
  path: string;
  message: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const redoclyConfigPath = path.resolve(here, '../openapi/redocly.yaml');

export async function spectralLint(doc: unknown): Promise<LintProblem[]> {
  const { Spectral, Document } = spectralCore;
  const spectral = new Spectral();
  spectral.setRuleset(spectralRuleset);
  const document = new Document(JSON.stringify(doc, null, 2), spectralParsers.Json, 'openapi.json');
  const results = await spectral.run(document);
  const severities = ['error', 'warning', 'info', 'info'] as const;
  return results
    .filter((result) => result.severity <= 1)
    .map((result) => ({
      tool: 'spectral' as const,
      rule: String(result.code),
      severity: severities[result.severity] ?? 'info',
      path: result.path.join('.'),
      message: result.message,
    }));
}

export async function redoclyLint(doc: unknown): Promise<LintProblem[]> {
  const config = await loadConfig({ configPath: redoclyConfigPath });
  const problems = await lintFromString({
    source: JSON.stringify(doc, null, 2),
    absoluteRef: path.resolve(here, '../openapi/openapi.json'),
    config,
  });
  return problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem) => ({
      tool: 'redocly' as const,
      rule: problem.ruleId,
      severity: problem.severity === 'warn' ? ('warning' as const) : ('error' as const),
      path: problem.location[0]?.pointer ?? '',
      message: problem.message,
    }));
}
