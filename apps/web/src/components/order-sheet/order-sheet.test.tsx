import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ContactDetail } from '@routier/domain';
import '../../lib/i18n';
import { aCar } from '../../test/car-detail';
import { mockDownloads } from '../../test/mock-api';
import { CarBillOfLading, CarCard, SheetContacts, SheetPlaces } from '.';

const { apiDownload, saveBlob } = mockDownloads();

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

const place = { company: null, city: 'Toronto', province: 'ON', zip_code: 'M5V 2T6' };

describe('the order sheet', () => {
  it("shows both places with their type; an offer's place without a street shows its town", () => {
    wrap(
      <SheetPlaces
        id="job-route"
        order={{
          from: { ...place, company: 'Maple Motors', address: '1 Front St W, Toronto' },
          to: { ...place, address: null, city: 'Montréal', province: 'QC', zip_code: 'H2X' },
          origin_type_id: 1,
          destination_type_id: null,
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Pickup and destination' });
    expect(within(section).getByText('Maple Motors')).toBeTruthy();
    expect(within(section).getByText('1 Front St W, Toronto, ON M5V 2T6')).toBeTruthy();
    expect(within(section).getByText('Montréal, QC H2X')).toBeTruthy();
  });

  it('lists the contacts at both ends, with their notes drawn as the page asks', () => {
    const contact = (type: ContactDetail['type'], notes: string | null) =>
      ({ type, name: 'Ana', email: 'ana@example.test', phone: '+14165550100', notes }) as ContactDetail;
    const { unmount } = wrap(<SheetContacts id="order-contacts" contacts={[contact('pickup', 'Gate 3')]} />);
    const section = screen.getByRole('region', { name: 'Contacts' });
    expect(within(section).getByRole('link', { name: 'ana@example.test' }).getAttribute('href')).toBe('mailto:ana@example.test');
    expect(within(section).getByText('Gate 3')).toBeTruthy();
    expect(within(section).getByText('No contact given')).toBeTruthy();
    unmount();
    wrap(<SheetContacts id="x" contacts={[contact('destination', 'Back door')]} notes={(n) => <em>{n.toUpperCase()}</em>} />);
    expect(screen.getByText('BACK DOOR')).toBeTruthy();
  });

  it("a car's card names the car and downloads its bill of lading", async () => {
    const car = aCar({ id: 42, vin: '1HGCM82633A004352', year: 2020, make: 'Honda', model: 'Civic' });
    apiDownload.mockResolvedValueOnce({ blob: new Blob(['%PDF']), fileName: 'bol-42.pdf' });
    wrap(<CarCard car={car} footer={<CarBillOfLading car={car} />} />);
    expect(screen.getByText('2020 Honda Civic')).toBeTruthy();
    const button = screen.getByRole('button', { name: /Download the bill of lading.*1HGCM82633A004352/ });
    fireEvent.click(button);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'bol-42.pdf'));
    expect(apiDownload).toHaveBeenCalledWith('/cars/bill-of-lading/42', 'bill-of-lading-42.pdf');
    expect(screen.getByText('Unassigned')).toBeTruthy();
  });
});
