// Switch Network modal (spec 2 and 5): reports and donations need BNB Chain (id 56).
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SwitchNetworkModalProps {
  opened: boolean;
  onClose: () => void;
  onSwitch: () => void;
  switching?: boolean;
}

export function SwitchNetworkModal({
  opened,
  onClose,
  onSwitch,
  switching = false,
}: SwitchNetworkModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('switchNetwork.title')} centered radius="lg">
      <Stack>
        <Text>{t('switchNetwork.message')}</Text>
        <Button onClick={onSwitch} loading={switching} data-testid="switch-network-button">
          {t('switchNetwork.button')}
        </Button>
      </Stack>
    </Modal>
  );
}
