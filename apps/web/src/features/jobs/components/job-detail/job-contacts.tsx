import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CarrierOrderDetail, ContactDetail } from '@routier/domain';
import { JobSection } from './job-section';

const Contact = ({ label, contact }: { label: string; contact: ContactDetail | undefined }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{label}</Text>
      {contact ? (
        <>
          <Text size="sm">{contact.name}</Text>
          <Anchor size="sm" href={`mailto:${contact.email}`} style={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Anchor>
          <Anchor size="sm" href={`tel:${contact.phone}`}>
            {contact.phone}
          </Anchor>
          {contact.notes && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {contact.notes}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('order-page:details.noContact')}
        </Text>
      )}
    </Stack>
  );
};

/** The people to meet at the pickup and at the destination. */
export const JobContacts = ({ order }: { order: CarrierOrderDetail }) => {
  const { t } = useTranslation();
  const find = (type: ContactDetail['type']) => order.contact_details.find((c) => c.type === type);
  return (
    <JobSection title={t('order-page:details.contacts')} id="job-contacts">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Contact label={t('order-page:details.pickupContact')} contact={find('pickup')} />
        <Contact label={t('order-page:details.destinationContact')} contact={find('destination')} />
      </SimpleGrid>
    </JobSection>
  );
};
