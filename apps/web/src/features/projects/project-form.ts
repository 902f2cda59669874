// The project form's values, its checks and the payloads of POST /projects, PUT /projects/{id}
// and edit requests. The checks are the API's own body schemas (packages/shared
// schemas/project), run on the payload the form would send, so a field shows the same
// errors.<code> text as a 400 would; they load with the first check, as zod is not on the
// submit page's first load.
import {
  EVM_CHAINS,
  type Chain,
  type ProjectCategory,
  type ProjectType,
} from '@chainreview/shared/enums';
import { normalizeErrorCode } from '@chainreview/shared/errors';
import type * as projectSchemas from '@chainreview/shared/schemas/project';
import type {
  Project,
  ProjectLinkField,
  ProjectSubmit,
  ProjectUpdate,
} from '@chainreview/shared/schemas/project';
import { ApiError } from '@/lib/api-client';
import { zodErrors } from '@/lib/zod-form';
import { LINK_FIELDS } from './components/project-links';

export const EXTRA_LINK_FIELDS = ['auditLink', 'coinGeckoLink', 'coinMarketCapLink'] as const;
type ExtraLinkField = (typeof EXTRA_LINK_FIELDS)[number];

/** Field names are the payload's, so a schema issue's path is the field's path in the form
 *  ('name', 'auditLink', 'links.websiteLink'). */
export interface ProjectFormValues extends Record<ExtraLinkField, string> {
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
  links: Record<ProjectLinkField, string>;
}

/** Error codes by field path, as @mantine/form keeps them. */
export type ProjectFormErrors = Record<string, string>;

export type ProjectSchemas = typeof projectSchemas;
export const loadProjectSchemas = (): Promise<ProjectSchemas> =>
  import('@chainreview/shared/schemas/project');

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
    auditLink: '',
    coinGeckoLink: '',
    coinMarketCapLink: '',
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
    auditLink: project.auditLink ?? '',
    coinGeckoLink: project.coinGeckoLink ?? '',
    coinMarketCapLink: project.coinMarketCapLink ?? '',
    links,
  });
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Error codes by field path; empty when the form may be sent. A submission is checked as
 * POST /projects reads it (projectSubmitSchema), an edit as PUT reads all its fields
 * (projectUpdateSchema). Two rules the schema leaves to the API's service are added: an EVM
 * chain's address format, and decimals' own code (the schema's range has none).
 */
export function projectFormErrors(
  values: ProjectFormValues,
  mode: 'submit' | 'edit',
  schemas: ProjectSchemas,
): ProjectFormErrors {
  const errors =
    mode === 'submit'
      ? zodErrors(schemas.projectSubmitSchema, { ...toSubmitPayload(values), chain: values.chain })
      : zodErrors(schemas.projectUpdateSchema, updateFields(values));
  if (errors.decimals) errors.decimals = 'decimals_invalid';
  const address = values.contractAddress.trim();
  if (
    mode === 'submit' &&
    address &&
    values.chain &&
    EVM_CHAINS.includes(values.chain) &&
    !EVM_ADDRESS.test(address)
  )
    errors.contractAddress ??= 'invalid_address';
  return errors;
}

/** The edit request's note as editRequestSchema reads it: its error code, or none. */
export function editNoteError(note: string, schemas: ProjectSchemas): string | undefined {
  return zodErrors(schemas.editRequestSchema.shape.note, note)[''];
}

/** The API answers a malformed EVM address with this text rather than a code (ERROR_TEXTS'
 *  invalid_address: importing the catalogue would put all its texts on the first load). */
const INVALID_ADDRESS_TEXT = "Invalid 'address' parameter";

/** The API's codes that name one field of the form (a link's code does not say which link). */
const FIELD_OF_CODE: Record<string, string> = {
  name_too_long: 'name',
  symbol_too_long: 'symbol',
  description_too_long: 'description',
  decimals_invalid: 'decimals',
  total_supply_invalid: 'totalSupply',
  invalid_address: 'contractAddress',
  [INVALID_ADDRESS_TEXT]: 'contractAddress',
};

/** The fields a refused request's codes point at, as form errors; empty for other errors. */
export function serverFieldErrors(error: unknown): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const raw of error.codes) {
    const code = normalizeErrorCode(raw);
    const field = FIELD_OF_CODE[code];
    if (field) errors[field] ??= code === INVALID_ADDRESS_TEXT ? 'invalid_address' : code;
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
    auditLink: values.auditLink.trim(),
    coinGeckoLink: values.coinGeckoLink.trim(),
    coinMarketCapLink: values.coinMarketCapLink.trim(),
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

/** Every field an edit may send, as it would send them. */
function updateFields(values: ProjectFormValues): ProjectUpdate {
  return { ...editable(values, true), name: values.name.trim(), symbol: values.symbol.trim() };
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
  const next = updateFields(values);
  const prev = updateFields(before);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ProjectUpdate)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(prev[key])) changes[key] = next[key];
  }
  return changes as ProjectUpdate;
}
