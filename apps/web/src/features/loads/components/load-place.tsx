import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { addressLines, type LoadContact, type LoadPlace as Place } from '@routier/domain';
import { useTranslation } from 'react-i18next';

const directionsUrl = (p: Place) => `https://www.google.com/maps/dir/?api=1&destination=${p.lat},${p.lng}`;

/** One end of the load: the address, its contact's phone as a tel: link, and a button opening navigation. */
export const LoadPlaceCard = ({ title, place, contact }: { title: string; place: Place | null; contact?: LoadContact }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={title}>
      <Stack gap={6}>
        <Title order={2} size="h5">
          {title}
        </Title>
        {place ? (
          <>
            {place.company && <Text fw={600}>{place.company}</Text>}
            {addressLines(place).map((line) => (
              <Text key={line} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
            <Button
              component="a"
              href={directionsUrl(place)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              mih={48}
              fullWidth
            >
              {t('driver:load.navigate')}
            </Button>
          </>
        ) : (
          <Text c="dimmed">—</Text>
        )}
        {contact && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('driver:load.contact')}
            </Text>
            <Text fw={500}>{contact.name}</Text>
            <Anchor
              href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
              size="lg"
              py={8}
              style={{ display: 'inline-block', minHeight: 44 }}
            >
              {contact.phone}
            </Anchor>
            {contact.notes && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {contact.notes}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
};
