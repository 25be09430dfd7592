/**
 * Validation messages are i18n keys (namespace "validation" on the web); the API returns them
 * as-is in 422 field errors so both sides translate the same key.
 */
export const Msg = {
  isRequired: 'isRequired',
  emailMessage: 'emailMessage',
  invalidEmail: 'invalidEmail',
  nameNotEmpty: 'nameNotEmpty',
  passMinLength: 'passMinLength',
  passDidntMatch: 'passDidntMatch',
  postalCodeIsRequired: 'postalCodeIsRequired',
  invalidPostalCode: 'invalidPostalCode',
  invalidPhone: 'invalidPhone',
  acceptTerms: 'acceptTerms',
  oneOptionRequired: 'oneOptionRequired',
  addressNeedsCoordinates: 'addressNeedsCoordinates',
  invalidProvince: 'invalidProvince',
  invalidChoice: 'invalidChoice',
  emailTaken: 'emailTaken',
  invalidCredentials: 'invalidCredentials',
  invalidToken: 'invalidToken',
  currentPasswordWrong: 'currentPasswordWrong',
  imagesOnly: 'imagesOnly',
  fileTooLarge: 'fileTooLarge',
  tooLong: 'tooLong',
  tooShort: 'tooShort',
  invalidCharacters: 'invalidCharacters',
  invalidValue: 'invalidValue',
  outOfRange: 'outOfRange',
  unknownField: 'unknownField',
  invalidBody: 'invalidBody',
  releaseFormFileRequired: 'releaseFormFileRequired',
  fileTypeNotAllowed: 'fileTypeNotAllowed',
} as const;
export type Msg = (typeof Msg)[keyof typeof Msg];
