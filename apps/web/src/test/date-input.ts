import { fireEvent, screen, waitFor } from '@testing-library/react';

/** The date field labelled so, once its date input has loaded (until then a read-only stand-in shows). */
export const findDateInput = async (label: RegExp | string) =>
  waitFor(() => {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    if (input.readOnly) throw new Error(`the date field ${String(label)} is still loading`);
    return input;
  });

/** Types a date as a person does (e.g. "2030/01/15"), then leaves the field. */
export const typeDate = async (label: RegExp | string, text: string) => {
  const input = await findDateInput(label);
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
};
