import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactDetail } from '@routier/domain';
import { SheetSection } from './sheet-section';

type Notes = (notes: string) => React.ReactNode;

const plainNotes: Notes = (notes) => (
  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {notes}
  </Text>
);

const Contact = ({ label, contact, notes }: { label: string; contact: ContactDetail | undefined; notes: Notes }) => {
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
          {contact.notes && notes(contact.notes)}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('order-page:details.noContact')}
        </Text>
      )}
    </Stack>
  );
};

/** The people to meet at the pickup and at the destination; `notes` draws their notes (whole text by default). */
export const SheetContacts = ({ contacts, id, notes = plainNotes }: { contacts: ContactDetail[]; id: string; notes?: Notes }) => {
  const { t } = useTranslation();
  const find = (type: ContactDetail['type']) => contacts.find((c) => c.type === type);
  return (
    <SheetSection title={t('order-page:details.contacts')} id={id}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Contact label={t('order-page:details.pickupContact')} contact={find('pickup')} notes={notes} />
        <Contact label={t('order-page:details.destinationContact')} contact={find('destination')} notes={notes} />
      </SimpleGrid>
    </SheetSection>
  );
};
