import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { DAMAGE_KINDS, type CarPanel, type Damage, type DamageKind } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { CarDiagram } from './car-diagram';

/** Pick a kind of damage, then tap the panels that have it; tapping again removes the mark. */
export const DamageMarks = ({ value, onChange }: { value: Damage[]; onChange: (damages: Damage[]) => void }) => {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DamageKind>('scratch');
  const handlePanel = (panel: CarPanel) => {
    const has = value.some((d) => d.panel === panel && d.kind === kind);
    onChange(has ? value.filter((d) => !(d.panel === panel && d.kind === kind)) : [...value, { panel, kind }]);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('driver:inspection.damageKind')}
      </Text>
      <Group gap={6} role="group" aria-label={t('driver:inspection.damageKind')}>
        {DAMAGE_KINDS.map((k) => (
          <Button
            key={k}
            size="sm"
            mih={44}
            variant={k === kind ? 'filled' : 'light'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {t(`driver:damage.${k}`)}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('driver:inspection.tapPanels')}
      </Text>
      <CarDiagram damages={value} onPanel={handlePanel} label={t('driver:inspection.diagram')} />
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('driver:inspection.noDamage')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('driver:inspection.marks')}>
          {value.map((d) => (
            <Group key={`${d.panel}:${d.kind}`} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t(`driver:panel.${d.panel}`)} · {t(`driver:damage.${d.kind}`)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={t('driver:inspection.removeMark', {
                  panel: t(`driver:panel.${d.panel}`),
                  kind: t(`driver:damage.${d.kind}`),
                })}
                onClick={() => onChange(value.filter((x) => x !== d))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
