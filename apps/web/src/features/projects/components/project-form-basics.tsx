// The first fields of the submit, edit and edit-request forms (spec 3 project fields): name
// and symbol, and for a submission chain, address, decimals and total supply. Bound to the
// form's state (use-project-form); its errors are codes, shown through errors.<code>.
import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAIN_INFO } from '@chainreview/shared/chains';
import { CHAINS, type Chain } from '@chainreview/shared/enums';
import type { ProjectForm } from '../hooks/use-project-form';
import type { ProjectFormValues } from '../project-form';

/** What the project form's field parts take. */
export interface ProjectFieldsProps {
  form: ProjectForm;
  /** The translated error of a field path. */
  error: (path: string) => string | undefined;
  /** 'submit' also asks for chain, address, decimals and total supply. */
  mode: 'submit' | 'edit';
}

export function ProjectBasicsFields({ form, error, mode }: ProjectFieldsProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    form.setValues({ [key]: value });
  const chainName = (c: Chain) => (c === 'non_evm' ? t('chains.non_evm') : CHAIN_INFO[c].name);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('projectForm.basics')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('projectForm.name')}
          required
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={error('name')}
          maxLength={100}
          data-testid="field-name"
        />
        <TextInput
          label={t('projectForm.symbol')}
          required
          value={values.symbol}
          onChange={(e) => set('symbol', e.currentTarget.value)}
          error={error('symbol')}
          maxLength={20}
          data-testid="field-symbol"
        />
        {mode === 'submit' && (
          <>
            <NativeSelect
              label={t('projectForm.chain')}
              required
              value={values.chain ?? ''}
              onChange={(e) => set('chain', (e.currentTarget.value as Chain) || null)}
              data={[
                { value: '', label: t('projectForm.chooseChain'), disabled: true },
                ...CHAINS.filter((c) => c !== 'eth').map((c) => ({
                  value: c,
                  label: chainName(c),
                })),
              ]}
              error={error('chain')}
              data-testid="field-chain"
            />
            <TextInput
              label={t('projectForm.contractAddress')}
              value={values.contractAddress}
              onChange={(e) => set('contractAddress', e.currentTarget.value)}
              error={error('contractAddress')}
              description={t('projectForm.contractAddressHint')}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              spellCheck={false}
              data-testid="field-contract"
            />
            <TextInput
              label={t('projectForm.decimals')}
              inputMode="numeric"
              value={values.decimals}
              onChange={(e) => set('decimals', e.currentTarget.value.replace(/\D/g, ''))}
              error={error('decimals')}
              maxLength={2}
              data-testid="field-decimals"
            />
            <TextInput
              label={t('projectForm.totalSupply')}
              description={t('projectForm.totalSupplyHint')}
              inputMode="numeric"
              value={values.totalSupply}
              onChange={(e) => set('totalSupply', e.currentTarget.value.replace(/\D/g, ''))}
              error={error('totalSupply')}
              maxLength={78}
              data-testid="field-total-supply"
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
