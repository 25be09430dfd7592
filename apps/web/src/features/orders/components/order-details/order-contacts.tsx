import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactDetail, OrderDetail } from '@routier/domain';
import { ShowMoreText } from '../show-more-text';
import { OrderSection } from './order-section';

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
          {contact.notes && <ShowMoreText text={contact.notes} />}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('order-page:details.noContact')}
        </Text>
      )}
    </Stack>
  );
};

/** The people to meet at both ends. */
export const OrderContacts = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const find = (type: ContactDetail['type']) => order.contact_details.find((c) => c.type === type);
  return (
    <OrderSection title={t('order-page:details.contacts')} id="order-contacts">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Contact label={t('order-page:details.pickupContact')} contact={find('pickup')} />
        <Contact label={t('order-page:details.destinationContact')} contact={find('destination')} />
      </SimpleGrid>
    </OrderSection>
  );
};
