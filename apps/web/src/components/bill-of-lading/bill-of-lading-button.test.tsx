import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import '../../lib/i18n';
import { ApiError } from '../../lib/api-client';
import { mockDownloads } from '../../test/mock-api';
import { BillOfLadingButton } from '.';

const { apiDownload, saveBlob } = mockDownloads();

afterEach(() => {
  notifications.clean();
});

describe('the bill-of-lading button', () => {
  it("saves the car's PDF under the server's name, and says so in a toast when it cannot", async () => {
    render(
      <MantineProvider>
        <Notifications />
        <BillOfLadingButton carId={7}>Bill of lading (PDF)</BillOfLadingButton>
      </MantineProvider>,
    );
    apiDownload.mockResolvedValueOnce({ blob: new Blob(['%PDF']), fileName: 'BOL-R-1042-7.pdf' });
    const button = screen.getByRole('button', { name: 'Bill of lading (PDF)' });
    fireEvent.click(button);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'BOL-R-1042-7.pdf'));
    expect(apiDownload).toHaveBeenCalledWith('/cars/bill-of-lading/7', 'bill-of-lading-7.pdf');

    apiDownload.mockRejectedValueOnce(new ApiError(403, 'Forbidden'));
    fireEvent.click(button);
    const toast = await screen.findByRole('alert');
    // its close button is named (axe: button-name)
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });
});
