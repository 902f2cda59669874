// The project form's values, client-side checks (spec 5 texts: 'Please fill this field',
// 'Invalid format link with missing https://', description at most 2000) and the payloads of
// POST /projects, PUT /projects/{id} and edit requests. Codes match the API's field codes so
// one set of texts (errors.<code>) serves both.
import {
  EVM_CHAINS,
  type Chain,
  type ProjectCategory,
  type ProjectType,
} from '@chainreview/shared/enums';
import { LIMITS } from '@chainreview/shared/limits';
import type {
  Project,
  ProjectLinkField,
  ProjectSubmit,
  ProjectUpdate,
} from '@chainreview/shared/schemas/project';
import { LINK_FIELDS } from './components/project-links';

export const EXTRA_LINK_FIELDS = ['auditLink', 'coinGeckoLink', 'coinMarketCapLink'] as const;
type ExtraLinkField = (typeof EXTRA_LINK_FIELDS)[number];

export interface ProjectFormValues {
  name: string;
  symbol: string;
  chain: Chain | null;
  contractAddress: string;
  decimals: string;
  totalSupply: string;
  description: string;
  categories: ProjectCategory[];
  type: ProjectType;
  avatarUrl: string;
  extra: Record<ExtraLinkField, string>;
  links: Record<ProjectLinkField, string>;
}

export type ProjectFormField =
  Exclude<keyof ProjectFormValues, 'extra' | 'links'> | ExtraLinkField | ProjectLinkField;

export type ProjectFormErrors = Partial<Record<ProjectFormField, string>>;

const emptyLinks = () =>
  Object.fromEntries(LINK_FIELDS.map((f) => [f, ''])) as Record<ProjectLinkField, string>;

export function emptyProjectForm(init: Partial<ProjectFormValues> = {}): ProjectFormValues {
  return {
    name: '',
    symbol: '',
    chain: null,
    contractAddress: '',
    decimals: '',
    totalSupply: '',
    description: '',
    categories: [],
    type: 'normal',
    avatarUrl: '',
    extra: { auditLink: '', coinGeckoLink: '', coinMarketCapLink: '' },
    links: emptyLinks(),
    ...init,
  };
}

export function projectToForm(project: Project): ProjectFormValues {
  const links = emptyLinks();
  for (const field of LINK_FIELDS) links[field] = project.links[field] ?? '';
  return emptyProjectForm({
    name: project.name,
    symbol: project.symbol ?? '',
    chain: project.chain,
    contractAddress: project.contractAddress ?? '',
    decimals: project.decimals === null ? '' : String(project.decimals),
    totalSupply: project.totalSupply ?? '',
    description: project.description ?? '',
    categories: [...project.categories],
    type: project.type,
    avatarUrl: project.avatar?.url ?? '',
    extra: {
      auditLink: project.auditLink ?? '',
      coinGeckoLink: project.coinGeckoLink ?? '',
      coinMarketCapLink: project.coinMarketCapLink ?? '',
    },
    links,
  });
}

const HTTPS_LINK = /^https:\/\/[^\s]+\.[^\s]+$/i;

function linkProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > LIMITS.socialLink.max) return 'link_too_long';
  return HTTPS_LINK.test(text) ? null : 'invalid_format_link';
}

/** Error codes per field; empty when the form may be sent. */
export function validateProjectForm(
  values: ProjectFormValues,
  mode: 'submit' | 'edit',
): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const name = values.name.trim();
  const symbol = values.symbol.trim();
  if (!name) errors.name = 'please_fill_this_field';
  else if (name.length > 100) errors.name = 'name_too_long';
  if (!symbol) errors.symbol = 'please_fill_this_field';
  else if (symbol.length > 20) errors.symbol = 'symbol_too_long';
  if (values.description.trim().length > LIMITS.projectDescription.max)
    errors.description = 'description_too_long';
  if (mode === 'submit') {
    if (!values.chain) errors.chain = 'please_fill_this_field';
    const address = values.contractAddress.trim();
    if (
      address &&
      values.chain &&
      EVM_CHAINS.includes(values.chain) &&
      !/^0x[0-9a-fA-F]{40}$/.test(address)
    )
      errors.contractAddress = 'invalid_address';
    const decimals = values.decimals.trim();
    if (decimals && !(/^\d{1,2}$/.test(decimals) && Number(decimals) <= 36))
      errors.decimals = 'decimals_invalid';
    if (values.totalSupply.trim() && !/^\d{1,78}$/.test(values.totalSupply.trim()))
      errors.totalSupply = 'total_supply_invalid';
  }
  for (const field of EXTRA_LINK_FIELDS) {
    const problem = linkProblem(values.extra[field]);
    if (problem) errors[field] = problem;
  }
  for (const field of LINK_FIELDS) {
    const problem = linkProblem(values.links[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The editable fields. A submission leaves empty ones out; an update sends '' for an emptied
 * link or logo, which the API reads as "remove it".
 */
function editable(values: ProjectFormValues, forUpdate: boolean) {
  const links: Partial<Record<ProjectLinkField, string>> = {};
  for (const field of LINK_FIELDS) {
    const value = values.links[field].trim();
    if (value || forUpdate) links[field] = value;
  }
  return {
    description: values.description.trim(),
    categories: values.categories,
    type: values.type,
    ...(values.avatarUrl || forUpdate ? { avatarUrl: values.avatarUrl } : {}),
    auditLink: values.extra.auditLink.trim(),
    coinGeckoLink: values.extra.coinGeckoLink.trim(),
    coinMarketCapLink: values.extra.coinMarketCapLink.trim(),
    links,
  };
}

export function toSubmitPayload(values: ProjectFormValues): ProjectSubmit {
  const decimals = values.decimals.trim();
  const totalSupply = values.totalSupply.trim();
  const contractAddress = values.contractAddress.trim();
  return {
    ...editable(values, false),
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    chain: values.chain!,
    ...(contractAddress ? { contractAddress } : {}),
    ...(decimals ? { decimals: Number(decimals) } : {}),
    ...(totalSupply ? { totalSupply } : {}),
  };
}

/**
 * The fields an edit changes compared with the project as loaded: the owner's PUT and an edit
 * request both send only those (an unchanged logo is not re-sent: the API accepts only the
 * editor's own uploads as a new logo).
 */
export function toUpdatePayload(
  values: ProjectFormValues,
  before: ProjectFormValues,
): ProjectUpdate {
  const pick = (v: ProjectFormValues): ProjectUpdate => ({
    ...editable(v, true),
    name: v.name.trim(),
    symbol: v.symbol.trim(),
  });
  const next = pick(values);
  const prev = pick(before);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ProjectUpdate)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(prev[key])) changes[key] = next[key];
  }
  return changes as ProjectUpdate;
}
