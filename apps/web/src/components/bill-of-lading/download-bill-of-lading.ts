import { downloads } from '../../lib/api-client';

/** GET /cars/bill-of-lading/{id}: the car's PDF with its inspections' damage marks, saved under the name the server gives. */
export const downloadBillOfLading = async (carId: number) => {
  const { blob, fileName } = await downloads.apiDownload(`/cars/bill-of-lading/${carId}`, `bill-of-lading-${carId}.pdf`);
  downloads.saveBlob(blob, fileName);
};
